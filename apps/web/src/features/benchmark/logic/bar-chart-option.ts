import type { TComparisonTest } from '@peil/contract/benchmark';
import { CLUSTER_BAR_COLOR, significanceColor } from '@peil/scoring';
import { BAR_DECIMALS, formatScore, METRIC_SCALES, roundTo, type TBenchmarkMetric } from './metrics';
import { wrapLabel } from '@peil/contract/wrap-label';

/**
 * One category of a two-bar chart: the measured score, the score it is compared with, and the
 * server's Welch test of the two (null below the thresholds or with fewer than two answers).
 */
export type TBarPair = {
  label: string;
  value: number | null;
  comparison: number | null;
  /** False below the benchmark's thresholds: "too few to compare". */
  comparable: boolean;
  test: TComparisonTest | null;
};

export type TBarChartTexts = {
  /** Legend name of the coloured bars (the survey, or the second period). */
  valueName: string;
  /** Legend name of the comparison bars (the cluster, or the first period). */
  comparisonName: string;
  locale: string;
  /** Draw the comparison bar left of the measured one (period one before period two). */
  comparisonFirst?: boolean;
  /** Tooltip words: the test's line. */
  difference: string;
  tooFew: string;
};

/**
 * The measured bar is red #C00000 when significantly worse than its comparison by Welch's t-test
 * (the server decides, at the benchmark setting's threshold), green #00B050 when significantly
 * better, otherwise blue #4F81BD.
 */
export function barColor(pair: TBarPair): string {
  return significanceColor(pair.test?.significance ?? 'same');
}

/** A p-value as people read it: 'p < 0.001' for the very small, else three decimals. */
export function formatPValue(p: number, locale: string): string {
  if (p < 0.001) return `p < ${formatScore(0.001, locale, 3)}`;
  return `p = ${formatScore(p, locale, 3)}`;
}

/**
 * The test's line of the tooltip: 'difference 1.00 (95 % CI 0.39 to 1.61), p = 0.002', or "too
 * few to compare" below the thresholds; empty without a test (fewer than two answers).
 */
export function describeTest(pair: TBarPair, texts: TBarChartTexts): string {
  if (!pair.comparable) return texts.tooFew;
  if (!pair.test) return '';
  const format = (value: number) => formatScore(value, texts.locale, BAR_DECIMALS);
  const { difference, lower, upper, p } = pair.test;
  return `${texts.difference} ${format(difference)} (95 %: ${format(lower)} – ${format(upper)}), ${formatPValue(p, texts.locale)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
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
    data: pairs.map((pair) => ({ value: toBarValue(pair.value), itemStyle: { color: barColor(pair) } })),
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
      // Labels are survey texts: escaped, since the tooltip is HTML.
      formatter: (params: readonly TTooltipParam[]) => {
        const pair = pairs[params[0]?.dataIndex ?? -1];
        if (!pair) return '';
        const lines = [
          `<strong>${escapeHtml(pair.label)}</strong>`,
          ...params.map((param) => `${param.marker}${escapeHtml(param.seriesName)}: ${format(param.value)}`),
          escapeHtml(describeTest(pair, texts)),
        ];
        return lines.filter((line) => line !== '').join('<br/>');
      },
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

type TTooltipParam = { dataIndex: number; marker: string; seriesName: string; value: number | null };

/** A short text of the chart for screen readers: every category with both scores. */
export function describeBarChart(pairs: readonly TBarPair[], texts: TBarChartTexts): string {
  return pairs
    .map(
      (pair) =>
        `${pair.label}: ${texts.valueName} ${formatScore(pair.value, texts.locale)}, ${texts.comparisonName} ${formatScore(pair.comparison, texts.locale)}`,
    )
    .join('; ');
}
