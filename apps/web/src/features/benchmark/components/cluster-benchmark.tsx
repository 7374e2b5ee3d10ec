import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useQuestionLevel } from '../api/get-question-level';
import { useSingleSurveyBenchmark } from '../api/get-single-survey-benchmark';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { clusterBarPairs } from '../logic/chart-data';
import { benchmarkExportFileName } from '../logic/export-file-names';
import { clusterExportRequest } from '../logic/export-requests';
import type { TBenchmarkMetric } from '../logic/metrics';
import { PERIOD_IDS, type PeriodId } from '../logic/period-options';
import { benchmarkViewState } from '../logic/view-state';
import { BarChartCard } from './bar-chart-card';
import { BenchmarkHeader } from './benchmark-header';
import { ChoiceButtons } from './choice-buttons';
import { DimensionFilter } from './dimension-filter';
import { ExplanationLink } from './explanation-link';
import { ExportButton } from './export-button';
import { MaintenanceNotice } from './maintenance-notice';
import { MetricSwitch } from './metric-switch';
import { NetPromoterPanel } from './net-promoter-panel';
import { QuestionTable } from './question-table';
import { ErrorMessage, NoDataMessage } from './state-message';
import { useQuestionTable } from './use-question-table';
import { formatNumber } from '../../../lib/format';

type TClusterBenchmarkProps = {
  surveyId: number;
  today: string;
  /** The bar/radar switch, shown in the controls row. */
  viewSwitch: ReactNode;
};

/** The survey against its cluster per dimension, with its questions in a table (spec §2). */
export function ClusterBenchmark({ surveyId, today, viewSwitch }: TClusterBenchmarkProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const { locale } = useLanguage();
  const [period, setPeriod] = useState<PeriodId>('all_time');
  const [metric, setMetric] = useState<TBenchmarkMetric>('qi');

  const benchmark = useSingleSurveyBenchmark(surveyId, period, locale);
  const questions = useQuestionLevel(surveyId, period, locale);
  const rows = useMemo(() => benchmark.data?.data ?? [], [benchmark.data]);
  const state = benchmarkViewState({
    hasSurvey: true,
    isPending: benchmark.isPending,
    error: benchmark.error,
    rowCount: rows.length,
  });

  const surveyName = benchmark.data?.surveyName ?? '';
  const clusterName = benchmark.data?.clusterName ?? '';
  const pairs = useMemo(() => clusterBarPairs(rows, metric), [rows, metric]);
  const chartTexts = useMemo(
    () => ({
      valueName: surveyName || t('header.survey'),
      comparisonName: clusterName || t('header.cluster'),
      locale,
      difference: t('comparison.difference'),
      tooFew: t('comparison.tooFew'),
    }),
    [surveyName, clusterName, locale, t],
  );

  const questionTable = useQuestionTable(questions, metric, clusterBarPairs);

  if (state === 'maintenance') return <MaintenanceNotice />;

  const isRefetching = benchmark.isFetching;
  const metricName = t(`metrics.${metric}`);
  const hasData = state === 'loaded';

  return (
    <Stack spacing={2} data-testid="cluster-benchmark">
      <BenchmarkHeader
        isLoading={state === 'loading'}
        title={surveyName}
        facts={
          benchmark.data
            ? [
                { key: 'cluster-name', label: t('header.cluster'), value: clusterName || '–' },
                { key: 'survey-n', label: t('header.surveyN'), value: formatNumber(benchmark.data.surveyN, locale) },
                {
                  key: 'cluster-n',
                  label: t('header.clusterN'),
                  value:
                    benchmark.data.clusterN === null
                      ? t('comparison.tooFew')
                      : formatNumber(benchmark.data.clusterN, locale),
                },
              ]
            : []
        }
        actions={
          <>
            <ExplanationLink />
            <ExportButton
              metric={metric}
              request={hasData ? clusterExportRequest(surveyId, locale, period) : null}
              fileName={benchmarkExportFileName(surveyName, clusterName, today)}
            />
          </>
        }
      />

      <Controls>
        {viewSwitch}
        <ChoiceButtons
          choices={PERIOD_IDS}
          value={period}
          onChange={setPeriod}
          disabled={isRefetching}
          label={t('periods.label')}
          nameOf={(id) => t(`periods.${id}`)}
          testId="period-buttons"
          choiceTestId={(id) => `period-${id}`}
          wrap
        />
        <MetricSwitch value={metric} onChange={setMetric} disabled={isRefetching} />
      </Controls>

      {state === 'error' && <ErrorMessage error={benchmark.error} onRetry={() => void benchmark.refetch()} />}
      {state === 'empty' && <NoDataMessage />}
      {hasData && benchmark.data?.cluster_withheld && (
        <Alert severity="info" data-testid="benchmark-too-few">
          {t(`comparison.withheld.${benchmark.data.cluster_withheld}`, {
            min: benchmark.data.thresholds.min_organizations,
          })}
        </Alert>
      )}

      {(state === 'loading' || state === 'loaded') && (
        <BarChartCard
          pairs={pairs}
          metric={metric}
          texts={chartTexts}
          isLoading={state === 'loading'}
          isStale={benchmark.isPlaceholderData}
          isRefetching={isRefetching}
          testId="benchmark-bar-chart"
        />
      )}

      {hasData && (
        <QuestionTable
          rows={questionTable.rows}
          locale={locale}
          valueHeader={t('header.survey')}
          comparisonHeader={t('header.cluster')}
          metricName={metricName}
          caption={t('table.caption', { survey: surveyName, comparison: clusterName })}
          note={
            benchmark.data && !benchmark.data.cluster_withheld
              ? t('comparison.rowsHidden', {
                  respondents: benchmark.data.thresholds.min_respondents,
                  organizations: benchmark.data.thresholds.min_organizations,
                })
              : undefined
          }
          isLoading={questionTable.isLoading}
          filter={<DimensionFilter {...questionTable.filter} />}
        />
      )}
      {questions.isError && hasData && (
        <ErrorMessage error={questions.error} onRetry={() => void questions.refetch()} />
      )}
      {(state === 'loaded' || state === 'empty') && (
        <NetPromoterPanel surveyId={surveyId} period={period} locale={locale} />
      )}
    </Stack>
  );
}

export function Controls({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>{children}</Box>
    </Paper>
  );
}
