import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BENCHMARK_NAMESPACE } from '../i18n';
import {
  buildBenchmarkBarOption,
  describeBarChart,
  type TBarChartTexts,
  type TBarPair,
} from '../logic/bar-chart-option';
import { formatScore, METRIC_SCALES, type TBenchmarkMetric } from '../logic/metrics';
import { BenchmarkChart } from './benchmark-chart';

export const CHART_HEIGHT = 420;
/** Room per dimension, so bars and wrapped labels stay readable; narrower screens scroll. */
export const CATEGORY_MIN_WIDTH = 120;

type TProps = {
  pairs: readonly TBarPair[];
  metric: TBenchmarkMetric;
  texts: TBarChartTexts;
  /** The first answer is still on its way: a skeleton instead of the chart. */
  isLoading: boolean;
  /** A new period or metric is on its way: the old chart stays, dimmed, under a progress bar. */
  isStale: boolean;
  isRefetching: boolean;
  testId: string;
};

/** The bar chart of a benchmark view (survey against cluster, or two periods) with its legend. */
export function BarChartCard({ pairs, metric, texts, isLoading, isStale, isRefetching, testId }: TProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const option = useMemo(() => buildBenchmarkBarOption(pairs, metric, texts), [pairs, metric, texts]);
  return (
    <Paper variant="outlined" sx={{ p: 2, position: 'relative' }} aria-busy={isRefetching}>
      {isStale && (
        <LinearProgress aria-label={t('states.loading')} sx={{ position: 'absolute', inset: '0 0 auto 0' }} />
      )}
      {isLoading ? (
        <Skeleton variant="rectangular" height={CHART_HEIGHT} aria-label={t('states.loading')} />
      ) : (
        <>
          <BenchmarkChart
            option={option}
            height={CHART_HEIGHT}
            minWidth={pairs.length * CATEGORY_MIN_WIDTH}
            isStale={isStale}
            testId={testId}
            ariaLabel={t('chart.barsLabel', {
              metric: t(`metrics.${metric}`),
              summary: describeBarChart(pairs, texts),
            })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('chart.legend')}{' '}
            {t('chart.referenceLine', { value: formatScore(METRIC_SCALES[metric].referenceLine, texts.locale) })}
          </Typography>
        </>
      )}
    </Paper>
  );
}
