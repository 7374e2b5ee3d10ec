import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TResultsScope } from '@peil/contract/results';
import { useFinishedCount, useUnfinishedCount } from '../api/get-respondent-counts';
import { DASHBOARD_NAMESPACE } from '../i18n';

/** Finished and unfinished respondents; a failure shows '...' and 0, as the spec says. */
export function RespondentCounts({ surveyId, scope }: { surveyId: number; scope: TResultsScope }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const finished = useFinishedCount(surveyId, scope);
  const unfinished = useUnfinishedCount(surveyId, scope);
  const isFailed = finished.isError || unfinished.isError;
  return (
    <Stack direction="row" spacing={3} data-testid="respondent-counts">
      <Count label={t('counts.finished')} isLoading={finished.isPending && !isFailed} testId="count-finished">
        {isFailed ? '...' : finished.data}
      </Count>
      <Count label={t('counts.unfinished')} isLoading={unfinished.isPending && !isFailed} testId="count-unfinished">
        {isFailed ? 0 : unfinished.data}
      </Count>
    </Stack>
  );
}

function Count({
  label,
  isLoading,
  testId,
  children,
}: {
  label: string;
  isLoading: boolean;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" data-testid={testId}>
        {isLoading ? <Skeleton width={40} /> : children}
      </Typography>
    </div>
  );
}
