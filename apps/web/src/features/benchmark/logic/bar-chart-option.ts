import { CLUSTER_BAR_COLOR, compareToCluster, significanceColor, type Interval } from '@peil/scoring';
import { BAR_DECIMALS, formatScore, METRIC_SCALES, roundTo, type TBenchmarkMetric } from './metrics';
import { wrapLabel } from '@peil/contract/wrap-label';

/** One category of a two-bar chart: the measured score and the score it is compared with. */
export type TBarPair = {
  label: string;
  value: number | null;
  interval: Interval | null;
  comparison: number | null;
  comparisonInterval: Interval | null;
};

export type TBarChartTexts = {
  /** Legend name of the coloured bars (the survey, or the second period). */
  valueName: string;
  /** Legend name of the comparison bars (the cluster, or the first period). */
  comparisonName: string;
  locale: string;
  /** Draw the comparison bar left of the measured one (period one before period two). */
  comparisonFirst?: boolean;
};

/**
 * Spec §9: the measured bar is red #C00000 when significantly worse than its comparison (95 %
 * intervals do not overlap), green #00B050 when significantly better, otherwise blue #4F81BD.
 */
export function barColor(pair: TBarPair, metric: TBenchmarkMetric): string {
  if (!pair.interval || !pair.comparisonInterval) return significanceColor('same');
  return significanceColor(
    compareToCluster(pair.interval, pair.comparisonInterval, METRIC_SCALES[metric].higherIsBetter),
  );
}

function toBarValue(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : roundTo(value, BAR_DECIMALS);
}

/**
 * The benchmark bar chart: per dimension (or question) the measured bar coloured by significance
 * and the comparison bar in #B9CDE5; QI axis up to 15 with a line at 1, average axis up to 5 with
 * a line at 4 (spec §9); 2 decimals; category labels wrapped at 25 characters.
 *
 * The axis keeps the spec's maximum whatever the scores, so that charts stay comparable. A score
 * above it (a QI score can reach 22.75) is drawn cut off at the top of the chart, with its label
 * there and in the tooltip showing the true value.
 */
export function buildBenchmarkBarOption(
  pairs: readonly TBarPair[],
  metric: TBenchmarkMetric,
  texts: TBarChartTexts,
): Record<string, unknown> {
  const scale = METRIC_SCALES[metric];
  const format = (value: number | null) => formatScore(value, texts.locale, BAR_DECIMALS);
  const barLabel = {
    show: true,
    position: 'top',
    fontSize: 10,
    color: '#333333',
    // A border on label text renders as a black outline in server-side SVG.
    textBorderColor: 'transparent',
    textBorderWidth: 0,
    formatter: (params: { value: number | null }) => format(params.value),
  };
  const valueSeries = {
    name: texts.valueName,
    type: 'bar',
    barMaxWidth: 40,
    // The legend shows the neutral colour; each bar has its own significance colour.
    itemStyle: { color: significanceColor('same') },
    data: pairs.map((pair) => ({ value: toBarValue(pair.value), itemStyle: { color: barColor(pair, metric) } })),
    // Bars above the axis maximum end at the top of the chart; their label sits there.
    clip: true,
    label: barLabel,
    markLine: {
      silent: true,
      symbol: 'none',
      lineStyle: { color: '#595959', type: 'dashed', width: 1.5 },
      label: { formatter: format(scale.referenceLine), position: 'insideEndTop', textBorderColor: 'transparent' },
      data: [{ yAxis: scale.referenceLine }],
    },
  };
  const comparisonSeries = {
    name: texts.comparisonName,
    type: 'bar',
    barMaxWidth: 40,
    itemStyle: { color: CLUSTER_BAR_COLOR },
    data: pairs.map((pair) => toBarValue(pair.comparison)),
    clip: true,
    label: barLabel,
  };
  const legend = [texts.valueName, texts.comparisonName];
  return {
    animation: true,
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, data: texts.comparisonFirst ? legend.reverse() : legend },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: number | null) => format(value),
    },
    xAxis: {
      type: 'category',
      data: pairs.map((pair) => wrapLabel(pair.label)),
      axisLabel: { interval: 0, fontSize: 11, lineHeight: 14 },
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: scale.axisMax,
      splitLine: { lineStyle: { color: '#e0e0e0' } },
    },
    series: texts.comparisonFirst ? [comparisonSeries, valueSeries] : [valueSeries, comparisonSeries],
  };
}

/** A short text of the chart for screen readers: every category with both scores. */
export function describeBarChart(pairs: readonly TBarPair[], texts: TBarChartTexts): string {
  return pairs
    .map(
      (pair) =>
        `${pair.label}: ${texts.valueName} ${formatScore(pair.value, texts.locale)}, ${texts.comparisonName} ${formatScore(pair.comparison, texts.locale)}`,
    )
    .join('; ');
}
