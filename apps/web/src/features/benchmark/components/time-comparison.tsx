import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPeriod } from '@peil/contract/benchmark';
import { useLanguage } from '../../../lib/use-language';
import { useSelectedSurvey } from '../../shell';
import { useQuestionLevelTimeComparison, useTimeComparison } from '../api/get-time-comparison';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { timeBarPairs, toRequestPeriod } from '../logic/chart-data';
import { localIsoDate, timeComparisonExportFileName } from '../logic/export-file-names';
import { timeExportRequest, type TTrendChoice } from '../logic/export-requests';
import type { TBenchmarkMetric } from '../logic/metrics';
import { newVersusOldChoices, type TPeriodChoice } from '../logic/period-options';
import { benchmarkViewState } from '../logic/view-state';
import { BarChartCard } from './bar-chart-card';
import { BenchmarkHeader } from './benchmark-header';
import { DateRange } from './date-range';
import { DimensionFilter } from './dimension-filter';
import { ExplanationLink } from './explanation-link';
import { ExportButton } from './export-button';
import { MaintenanceNotice } from './maintenance-notice';
import { MetricSwitch } from './metric-switch';
import { PeriodPicker } from './period-picker';
import { QuestionTable } from './question-table';
import { TrendSection } from './trend-section';
import { ErrorMessage, NoDataMessage, SelectSurveyMessage } from './state-message';
import { useQuestionTable } from './use-question-table';
import { formatDateRange, formatNumber } from '../../../lib/format';

/** /benchmark-time: the survey chosen in the top bar in two periods. */
export function TimeComparisonScreen() {
  const { selectedSurveyId } = useSelectedSurvey();
  if (selectedSurveyId === null) return <SelectSurveyMessage />;
  return <TimeComparison key={selectedSurveyId} surveyId={selectedSurveyId} />;
}

export function TimeComparison({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const { locale } = useLanguage();
  const today = useMemo(() => new Date(), []);
  const [periodOne, setPeriodOne] = useState<TPeriodChoice>({ kind: 'named', id: 'previous_year' });
  const [periodTwo, setPeriodTwo] = useState<TPeriodChoice>({ kind: 'named', id: 'ytd' });
  const [metric, setMetric] = useState<TBenchmarkMetric>('qi');
  const [trend, setTrend] = useState<TTrendChoice>({ granularity: 'quarter', clusterId: null });

  const requestOne = toRequestPeriod(periodOne, today);
  const requestTwo = toRequestPeriod(periodTwo, today);
  const periods = requestOne !== null && requestTwo !== null ? { periodOne: requestOne, periodTwo: requestTwo } : null;

  const comparison = useTimeComparison(surveyId, periods, locale);
  const questions = useQuestionLevelTimeComparison(surveyId, periods, locale);
  // While a period is incomplete the disabled query still holds the previous answer; it must not show.
  const data = periods === null ? undefined : comparison.data;
  const rows = useMemo(() => data?.data ?? [], [data]);
  const state = benchmarkViewState({
    hasSurvey: true,
    isPending: comparison.isPending,
    error: comparison.error,
    rowCount: rows.length,
  });

  const periodOneName = periodName(t('time.periodOne'), data?.periodOne, locale);
  const periodTwoName = periodName(t('time.periodTwo'), data?.periodTwo, locale);
  const pairs = useMemo(() => timeBarPairs(rows, metric), [rows, metric]);
  const chartTexts = useMemo(
    () => ({
      valueName: periodTwoName,
      comparisonName: periodOneName,
      locale,
      comparisonFirst: true,
      difference: t('comparison.difference'),
      tooFew: t('comparison.tooFew'),
    }),
    [periodOneName, periodTwoName, locale, t],
  );

  const questionTable = useQuestionTable(questions, metric, timeBarPairs);

  if (state === 'maintenance') return <MaintenanceNotice />;

  // Spec §4: period and metric choices wait while the comparison is fetched.
  const isRefetching = comparison.isFetching;
  const chooseNewVersusOld = () => {
    const { one, two } = newVersusOldChoices(today);
    setPeriodOne(one);
    setPeriodTwo(two);
  };
  const metricName = t(`metrics.${metric}`);
  const hasData = periods !== null && state === 'loaded';
  const surveyName = data?.surveyName ?? '';

  return (
    <Stack spacing={2} data-testid="time-comparison">
      <BenchmarkHeader
        isLoading={periods !== null && state === 'loading'}
        title={surveyName}
        facts={
          data
            ? [
                {
                  key: 'period-one',
                  label: t('time.periodOne'),
                  value: <DateRange start={data.periodOne.start_date} end={data.periodOne.end_date} locale={locale} />,
                },
                {
                  key: 'period-one-n',
                  label: t('header.periodOneN'),
                  value: formatNumber(data.periodOneSurveyN, locale),
                },
                {
                  key: 'period-two',
                  label: t('time.periodTwo'),
                  value: <DateRange start={data.periodTwo.start_date} end={data.periodTwo.end_date} locale={locale} />,
                },
                {
                  key: 'period-two-n',
                  label: t('header.periodTwoN'),
                  value: formatNumber(data.periodTwoSurveyN, locale),
                },
              ]
            : []
        }
        actions={
          <>
            <ExplanationLink />
            <ExportButton
              metric={metric}
              request={
                hasData ? timeExportRequest(surveyId, locale, periods.periodOne, periods.periodTwo, trend) : null
              }
              fileName={timeComparisonExportFileName(surveyName, localIsoDate(today))}
            />
          </>
        }
      />

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'minmax(0, 2fr) minmax(0, 2fr) auto',
            },
            alignItems: 'start',
          }}
        >
          <PeriodPicker
            title={t('time.periodOne')}
            choice={periodOne}
            onChange={setPeriodOne}
            today={today}
            locale={locale}
            disabled={isRefetching}
            testId="period-one"
          />
          <PeriodPicker
            title={t('time.periodTwo')}
            choice={periodTwo}
            onChange={setPeriodTwo}
            today={today}
            locale={locale}
            disabled={isRefetching}
            testId="period-two"
          />
          <Stack spacing={1.5}>
            <Typography variant="subtitle2" component="h3">
              {t('metrics.label')}
            </Typography>
            <MetricSwitch value={metric} onChange={setMetric} disabled={isRefetching} />
            <Button
              variant="outlined"
              size="small"
              onClick={chooseNewVersusOld}
              disabled={isRefetching}
              aria-describedby="new-versus-old-hint"
              sx={{ alignSelf: 'flex-start', textTransform: 'none' }}
              data-testid="new-versus-old"
            >
              {t('time.newVersusOld')}
            </Button>
            <Typography id="new-versus-old-hint" variant="caption" color="text.secondary">
              {t('time.newVersusOldHint')}
            </Typography>
          </Stack>
        </Box>
      </Paper>

      {periods === null && <Alert severity="info">{t('time.choosePeriods')}</Alert>}
      {periods !== null && state === 'error' && (
        <ErrorMessage error={comparison.error} onRetry={() => void comparison.refetch()} />
      )}
      {periods !== null && state === 'empty' && <NoDataMessage />}

      {periods !== null && (state === 'loading' || state === 'loaded') && (
        <BarChartCard
          pairs={pairs}
          metric={metric}
          texts={chartTexts}
          isLoading={state === 'loading'}
          isStale={comparison.isPlaceholderData}
          isRefetching={isRefetching}
          testId="time-bar-chart"
        />
      )}

      {hasData && (
        <QuestionTable
          rows={questionTable.rows}
          locale={locale}
          valueHeader={t('time.periodTwo')}
          comparisonHeader={t('time.periodOne')}
          metricName={metricName}
          comparisonFirst
          caption={t('table.caption', { survey: surveyName, comparison: periodOneName })}
          isLoading={questionTable.isLoading}
          filter={<DimensionFilter {...questionTable.filter} />}
        />
      )}
      {questions.isError && hasData && (
        <ErrorMessage error={questions.error} onRetry={() => void questions.refetch()} />
      )}

      <TrendSection surveyId={surveyId} metric={metric} locale={locale} choice={trend} onChoiceChange={setTrend} />
    </Stack>
  );
}

/** '01-01-2025 – 31-12-2025', in the user's date format. */
function periodDates(period: TPeriod, locale: string): string {
  return formatDateRange(period.start_date, period.end_date, locale);
}

/** 'Period 1: 01-01-2025 – 31-12-2025' for legends and table headers. */
function periodName(title: string, period: TPeriod | undefined, locale: string): string {
  return period ? `${title}: ${periodDates(period, locale)}` : title;
}
