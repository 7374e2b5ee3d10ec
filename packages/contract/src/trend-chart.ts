/**
 * The trend of one dimension as an ECharts option: the survey's score per period as a line in a
 * shaded 95 % band, the cluster's as a dashed line. Plain objects only, so the server renders the
 * very same chart for the report e-mails. A period without a figure is a gap, never a 0.
 */

import { wrapLabel } from './wrap-label.js';

export const TREND_COLORS = { survey: '#4F81BD', cluster: '#404040' } as const;

const BAND_STACK = 'band';
/** ECharts' mark for "no value here": the line breaks instead of dropping to 0. */
const GAP = '-';

export type TTrendChartInput = {
  /** Period names along the x axis, oldest first. */
  categories: readonly string[];
  survey: {
    name: string;
    values: readonly (number | null)[];
    lower: readonly (number | null)[];
    upper: readonly (number | null)[];
  };
  /** Null without a cluster. */
  cluster: { name: string; values: readonly (number | null)[] } | null;
  /** Legend name of the band. */
  bandName: string;
  /** The y axis runs from 0 to this, or higher when a band reaches above it. */
  axisMax: number;
};

export type TTrendChartSettings = {
  animation?: boolean;
  fontFamily?: string;
  /** The interface language: axis figures are written with its decimal sign. */
  locale?: string;
};

const orGap = (value: number | null | undefined) => (value === null || value === undefined ? GAP : value);

export function buildTrendChartOption(
  input: TTrendChartInput,
  settings: TTrendChartSettings = {},
): Record<string, unknown> {
  const { survey, cluster } = input;
  const highest = Math.max(
    0,
    ...[...survey.upper, ...survey.values, ...(cluster?.values ?? [])].filter(
      (value): value is number => value !== null,
    ),
  );
  const number = new Intl.NumberFormat(settings.locale ?? 'en', { maximumFractionDigits: 1 });
  const isolated = (values: readonly (number | null)[], index: number) =>
    values[index] !== null && (values[index - 1] ?? null) === null && (values[index + 1] ?? null) === null;
  const legend = [survey.name, input.bandName, ...(cluster ? [cluster.name] : [])];
  return {
    animation: settings.animation ?? true,
    textStyle: settings.fontFamily ? { fontFamily: settings.fontFamily } : undefined,
    legend: { top: 0, left: 'center', data: legend, formatter: (name: string) => wrapLabel(name, 40) },
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 48, bottom: 32, containLabel: false },
    xAxis: {
      type: 'category',
      data: input.categories,
      boundaryGap: false,
      axisLabel: { hideOverlap: true, fontSize: 11 },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: Math.max(input.axisMax, Math.ceil(highest)),
      axisLabel: { formatter: (value: number) => number.format(value) },
      splitLine: { lineStyle: { color: '#e0e0e0' } },
    },
    series: [
      // The band is the lower bound plus a stacked, shaded difference up to the upper bound.
      {
        name: input.bandName,
        type: 'line',
        stack: BAND_STACK,
        data: survey.lower.map(orGap),
        lineStyle: { opacity: 0 },
        symbol: 'none',
        silent: true,
        tooltip: { show: false },
      },
      {
        name: input.bandName,
        type: 'line',
        stack: BAND_STACK,
        data: survey.upper.map((upper, index) => {
          const lower = survey.lower[index];
          return upper === null || lower === null || lower === undefined ? GAP : upper - lower;
        }),
        lineStyle: { opacity: 0 },
        itemStyle: { color: TREND_COLORS.survey },
        areaStyle: { color: TREND_COLORS.survey, opacity: 0.18 },
        symbol: 'none',
        silent: true,
        tooltip: { show: false },
      },
      {
        name: survey.name,
        type: 'line',
        data: survey.values.map(orGap),
        color: TREND_COLORS.survey,
        lineStyle: { width: 2, color: TREND_COLORS.survey },
        // A period between two gaps has no line to show it: its point is drawn larger.
        symbolSize: (_value: unknown, params: { dataIndex: number }) =>
          isolated(survey.values, params.dataIndex) ? 8 : 5,
        showAllSymbol: true,
      },
      ...(cluster
        ? [
            {
              name: cluster.name,
              type: 'line',
              data: cluster.values.map(orGap),
              color: TREND_COLORS.cluster,
              lineStyle: { width: 2, type: 'dashed', color: TREND_COLORS.cluster },
              symbol: 'emptyCircle',
              symbolSize: (_value: unknown, params: { dataIndex: number }) =>
                isolated(cluster.values, params.dataIndex) ? 8 : 4,
              showAllSymbol: true,
            },
          ]
        : []),
    ],
  };
}
