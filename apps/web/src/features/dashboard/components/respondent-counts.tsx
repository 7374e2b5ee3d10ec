import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TResultsScope } from '@peil/contract/results';
import { useFinishedCount, useUnfinishedCount } from '../api/get-respondent-counts';
import { useLanguage } from '../../../lib/use-language';
import { DASHBOARD_NAMESPACE } from '../i18n';
import { Skeleton } from './skeleton';

/**
 * Completed and not completed respondents in the cards' scope; a failure shows '...' and 0, as
 * the spec says.
 */
export const RespondentCounts = memo(function RespondentCounts({
  surveyId,
  scope,
}: {
  surveyId: number;
  scope: TResultsScope | null;
}) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const finished = useFinishedCount(surveyId, scope);
  const unfinished = useUnfinishedCount(surveyId, scope);
  const isFailed = finished.isError || unfinished.isError;
  const { locale } = useLanguage();
  const formatCount = (count: number | undefined) =>
    count === undefined ? '' : new Intl.NumberFormat(locale).format(count);
  return (
    <Stack direction="row" spacing={3} data-testid="respondent-counts">
      <Count
        label={t('counts.finished')}
        hint={t('counts.finishedHint')}
        isLoading={finished.isPending && !isFailed}
        testId="count-finished"
      >
        {isFailed ? '...' : formatCount(finished.data)}
      </Count>
      <Count
        label={t('counts.unfinished')}
        hint={t('counts.unfinishedHint')}
        isLoading={unfinished.isPending && !isFailed}
        testId="count-unfinished"
      >
        {isFailed ? 0 : formatCount(unfinished.data)}
      </Count>
    </Stack>
  );
});

function Count({
  label,
  hint,
  isLoading,
  testId,
  children,
}: {
  label: string;
  hint: string;
  isLoading: boolean;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div title={hint}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" data-testid={testId}>
        {isLoading ? <Skeleton width={40} /> : children}
      </Typography>
    </div>
  );
}
