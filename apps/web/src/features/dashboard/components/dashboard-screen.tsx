import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-context';
import { useProjectsSummary, useSelectedSurvey } from '../../shell';
import { DASHBOARD_NAMESPACE } from '../i18n';
import { SurveyDashboard } from './survey-dashboard';

/** /dashboard and /resultaten: the results of the survey chosen in the top bar. */
export function DashboardScreen() {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const { selectedSurveyId } = useSelectedSurvey();
  const surveys = useProjectsSummary();
  const { session } = useSession();
  // The dashboard of a survey is mounted in a deferred render, which React builds in slices of a
  // few milliseconds: mounting it at once when the survey list arrives was one long task.
  const shownSurveyId = useDeferredValue(selectedSurveyId, null);
  // A new account (a self-registered one, say) sees no survey until someone gives it access.
  if (selectedSurveyId === null && surveys.isSuccess && surveys.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="dashboard-no-access">
        <Typography variant="h6" component="h2">
          {t('noAccess.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('noAccess.text', { organization: session?.organizationName ?? '' })}
        </Typography>
      </Paper>
    );
  }
  // The picker chooses the first survey once the list is in: "choose a survey" would only flash.
  if (selectedSurveyId === null && !surveys.isError) {
    return <LinearProgress aria-label={t('cards.loading')} data-testid="dashboard-loading" />;
  }
  if (selectedSurveyId === null) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="dashboard-empty">
        <Typography variant="h6" component="h2">
          {t('empty.title')}
        </Typography>
        <Typography color="text.secondary">{t('empty.text')}</Typography>
      </Paper>
    );
  }
  if (shownSurveyId === null) return <LinearProgress aria-label={t('cards.loading')} data-testid="dashboard-loading" />;
  return <SurveyDashboard key={shownSurveyId} surveyId={shownSurveyId} />;
}
