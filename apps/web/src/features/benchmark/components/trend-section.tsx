import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TREND_GRANULARITIES,
  type TBenchmarkTrendResponse,
  type TTrendDimension,
} from '@peil/contract/benchmark-trend';
import { useClustersInSettings } from '../api/get-clusters';
import { useTrend } from '../api/get-trend';
import type { TTrendChoice } from '../logic/export-requests';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { formatScore, type TBenchmarkMetric } from '../logic/metrics';
import {
  buildTrendOption,
  describePoint,
  hasClusterPoint,
  periodName,
  periodTitle,
  trendLine,
  type TTrendTexts,
} from '../logic/trend-view';
import { BenchmarkChart } from './benchmark-chart';
import { ChoiceButtons } from './choice-buttons';
import { ErrorMessage } from './state-message';
import { visuallyHidden } from '../../../lib/visually-hidden';

const CHART_HEIGHT = 280;

type TProps = {
  surveyId: number;
  metric: TBenchmarkMetric;
  locale: string;
  /** The page keeps it: the export's Trend sheet follows the same choice. */
  choice: TTrendChoice;
  onChoiceChange: (choice: TTrendChoice) => void;
};

/** The trend section of the time page: one line chart per dimension over the last three years. */
export function TrendSection({ surveyId, metric, locale, choice, onChoiceChange }: TProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const { granularity } = choice;
  const trend = useTrend(surveyId, granularity, choice.clusterId, locale);
  const clusters = useClustersInSettings(true);
  const clusterList = clusters.data?.clusters ?? [];
  // Until the user picks one, the trend is beside the setting's default cluster (the answer names it).
  const clusterId = choice.clusterId ?? trend.data?.cluster_id ?? null;
  const data = trend.data;
  const texts = useMemo<TTrendTexts | null>(
    () =>
      data
        ? {
            locale,
            surveyName: data.surveyName,
            clusterName: data.clusterName,
            band: t('trend.band'),
            tooFew: t('comparison.tooFew'),
            noAnswers: t('trend.noAnswers'),
            respondents: (n) => t('trend.respondents', { n }),
            quarter: (quarter, year) => t('trend.quarter', { quarter, year }),
            partial: (period, dates) => t('trend.partial', { period, dates }),
          }
        : null,
    [data, locale, t],
  );
  const metricName = t(`metrics.${metric}`);
  const granularityName = t(`trend.granularityNames.${granularity}`);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="trend-title"
      aria-busy={trend.isFetching}
      sx={{ p: 2, position: 'relative' }}
      data-testid="trend-section"
    >
      {trend.isPlaceholderData && (
        <LinearProgress aria-label={t('trend.loading')} sx={{ position: 'absolute', inset: '0 0 auto 0' }} />
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography id="trend-title" variant="h6" component="h2">
          {t('trend.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('trend.cluster')}
            value={
              clusterId === null || !clusterList.some((entry) => entry.cluster_id === clusterId)
                ? ''
                : String(clusterId)
            }
            onChange={(event) => onChoiceChange({ ...choice, clusterId: Number(event.target.value) })}
            disabled={clusters.isPending || clusterList.length === 0 || trend.isFetching}
            sx={{ minWidth: 220, maxWidth: '100%' }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            data-testid="trend-cluster-select"
          >
            <MenuItem value="" disabled>
              {t('time.choose')}
            </MenuItem>
            {clusterList.map((entry) => (
              <MenuItem key={entry.cluster_id} value={String(entry.cluster_id)}>
                {entry.cluster_name}
              </MenuItem>
            ))}
          </TextField>
          <ChoiceButtons
            choices={TREND_GRANULARITIES}
            value={granularity}
            onChange={(next) => onChoiceChange({ ...choice, granularity: next })}
            disabled={trend.isFetching}
            label={t('trend.granularity')}
            nameOf={(each) => t(`trend.granularities.${each}`)}
            testId="trend-granularity"
            choiceTestId={(each) => `trend-${each}`}
          />
        </Stack>
      </Stack>

      {trend.isPending && <Skeleton variant="rectangular" height={CHART_HEIGHT} aria-label={t('trend.loading')} />}
      {trend.isError && <ErrorMessage error={trend.error} onRetry={() => void trend.refetch()} />}
      {data && texts && (
        <TrendCharts
          data={data}
          texts={texts}
          metric={metric}
          metricName={metricName}
          granularityName={granularityName}
          isStale={trend.isPlaceholderData}
        />
      )}
    </Paper>
  );
}

type TTrendChartsProps = {
  data: TBenchmarkTrendResponse;
  texts: TTrendTexts;
  metric: TBenchmarkMetric;
  metricName: string;
  granularityName: string;
  isStale: boolean;
};

function TrendCharts({ data, texts, metric, metricName, granularityName, isStale }: TTrendChartsProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const isClusterShown = hasClusterPoint(data.dimensions);
  // Without a single cluster point there is no cluster line, nor a legend entry for one.
  const shownTexts = useMemo(
    () => ({ ...texts, clusterName: isClusterShown ? texts.clusterName : null }),
    [texts, isClusterShown],
  );
  if (data.dimensions.length === 0) {
    return (
      <Alert severity="info" data-testid="trend-no-data">
        <strong>{t('trend.noData')}</strong> — {t('trend.noDataHint')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {data.clusterName === null || !isClusterShown
          ? t('trend.introWithoutCluster', { metric: metricName, granularity: granularityName })
          : t('trend.intro', { metric: metricName, granularity: granularityName, cluster: data.clusterName })}
      </Typography>
      {data.clusterName === null && <Alert severity="info">{t('trend.noCluster')}</Alert>}
      {data.clusterName !== null && !isClusterShown && (
        <Alert severity="info" data-testid="trend-too-few">
          {data.cluster_withheld
            ? t(`comparison.withheld.${data.cluster_withheld}`, { min: data.thresholds.min_organizations })
            : t('trend.tooFew')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {data.dimensions.map((dimension) => (
          <DimensionTrend
            key={dimension.dimension_id}
            dimension={dimension}
            data={data}
            texts={shownTexts}
            metric={metric}
            metricName={metricName}
            granularityName={granularityName}
            isStale={isStale}
          />
        ))}
      </Box>
    </Stack>
  );
}

type TDimensionTrendProps = Omit<TTrendChartsProps, 'data'> & {
  data: TBenchmarkTrendResponse;
  dimension: TTrendDimension;
};

function DimensionTrend({
  dimension,
  data,
  texts,
  metric,
  metricName,
  granularityName,
  isStale,
}: TDimensionTrendProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const option = useMemo(
    () => buildTrendOption(dimension, data.periods, metric, texts),
    [dimension, data.periods, metric, texts],
  );
  const line = trendLine(dimension.points, metric);
  const answered = data.periods.flatMap((period, index) => {
    const value = line.values[index];
    return value === null || value === undefined ? [] : [{ period, value }];
  });
  const summary =
    answered.length === 0
      ? t('trend.summaryEmpty')
      : t('trend.summary', {
          count: answered.length,
          first: formatScore(answered[0]!.value, texts.locale),
          firstPeriod: periodName(answered[0]!.period, texts),
          last: formatScore(answered.at(-1)!.value, texts.locale),
          lastPeriod: periodName(answered.at(-1)!.period, texts),
        });
  const testId = `trend-chart-${dimension.dimension_id}`;
  return (
    <Box data-testid="trend-dimension">
      <Typography variant="subtitle2" component="h3">
        {dimension.dimension}
      </Typography>
      <BenchmarkChart
        option={option}
        height={CHART_HEIGHT}
        isStale={isStale}
        testId={testId}
        ariaLabel={t('trend.chartLabel', {
          metric: metricName,
          dimension: dimension.dimension,
          granularity: granularityName,
          summary,
        })}
      />
      <Box component="table" sx={visuallyHidden} data-testid={`${testId}-table`}>
        <caption>
          {t('trend.tableCaption', {
            dimension: dimension.dimension,
            metric: metricName,
            granularity: granularityName,
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('trend.period')}</th>
            <th scope="col">{texts.surveyName}</th>
            {texts.clusterName !== null && <th scope="col">{texts.clusterName}</th>}
          </tr>
        </thead>
        <tbody>
          {data.periods.map((period, index) => {
            const point = dimension.points[index]!;
            const cluster = line.cluster[index];
            return (
              <tr key={period.id}>
                <th scope="row">{periodTitle(period, texts)}</th>
                <td>{describePoint(line, point, index, texts)}</td>
                {texts.clusterName !== null && (
                  <td>
                    {cluster === null || cluster === undefined
                      ? texts.tooFew
                      : `${formatScore(cluster, texts.locale)}, ${texts.respondents(point.cluster_n ?? 0)}`}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
