import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { errorMessageOf } from '../logic/view-state';

/** Spec §8: 'select a survey' while none is chosen. */
export function SelectSurveyMessage() {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="benchmark-no-survey">
      <Typography variant="h6" component="h2">
        {t('states.selectSurvey')}
      </Typography>
      <Typography color="text.secondary">{t('states.selectSurveyHint')}</Typography>
    </Paper>
  );
}

/** Spec §8: 'no data available' when the answer has no rows. */
export function NoDataMessage() {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <Alert severity="info" data-testid="benchmark-no-data">
      <strong>{t('states.noData')}</strong> — {t('states.noDataHint')}
    </Alert>
  );
}

/** Spec §8: the translated error label followed by the message. */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <Alert
      severity="error"
      data-testid="benchmark-error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        )
      }
    >
      {t('states.errorLabel')}: {errorMessageOf(error, t('states.genericError'))}
    </Alert>
  );
}
