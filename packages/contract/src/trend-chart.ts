/**
 * The trend of one dimension as an ECharts option: the survey's score per period as a line in a
 * shaded 95 % band, the cluster's as a dashed line. Plain objects only, so the server renders the
 * very same chart for the report e-mails. A period without a figure is a gap, never a 0.
 */

import { wrapLabel } from './wrap-label.js';

export const TREND_COLORS = { survey: '#4F81BD', band: 'rgba(79, 129, 189, 0.18)', cluster: '#404040' } as const;

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

type TPanelParts = { xAxis: object; yAxis: object; series: object[] };

/** Axes and series of one trend, on axis pair `index` (0 for a single chart). */
function panelParts(input: TTrendChartInput, settings: TTrendChartSettings, index: number): TPanelParts {
  const { survey, cluster } = input;
  const highest = Math.max(
    0,
    ...[...survey.upper, ...survey.values, ...(cluster?.values ?? [])].filter(
      (value): value is number => value !== null,
    ),
  );
  const number = new Intl.NumberFormat(settings.locale ?? 'en', { maximumFractionDigits: 1 });
  const isolated = (values: readonly (number | null)[], at: number) =>
    values[at] !== null && (values[at - 1] ?? null) === null && (values[at + 1] ?? null) === null;
  const axes = { xAxisIndex: index, yAxisIndex: index };
  return {
    xAxis: {
      type: 'category',
      gridIndex: index,
      data: input.categories,
      boundaryGap: false,
      axisLabel: { hideOverlap: true, fontSize: 11 },
    },
    yAxis: {
      type: 'value',
      gridIndex: index,
      min: 0,
      max: Math.max(input.axisMax, Math.ceil(highest)),
      axisLabel: { formatter: (value: number) => number.format(value) },
      splitLine: { lineStyle: { color: '#e0e0e0' } },
    },
    series: [
      // The band is the lower bound plus a stacked, shaded difference up to the upper bound.
      {
        ...axes,
        name: input.bandName,
        type: 'line',
        stack: `${BAND_STACK}-${index}`,
        data: survey.lower.map(orGap),
        // The legend takes the first series of a name: the band's shade, not the palette's blue.
        itemStyle: { color: TREND_COLORS.band },
        lineStyle: { opacity: 0 },
        symbol: 'none',
        silent: true,
        tooltip: { show: false },
      },
      {
        ...axes,
        name: input.bandName,
        type: 'line',
        stack: `${BAND_STACK}-${index}`,
        data: survey.upper.map((upper, at) => {
          const lower = survey.lower[at];
          return upper === null || lower === null || lower === undefined ? GAP : upper - lower;
        }),
        lineStyle: { opacity: 0 },
        itemStyle: { color: TREND_COLORS.band },
        areaStyle: { color: TREND_COLORS.band },
        symbol: 'none',
        silent: true,
        tooltip: { show: false },
      },
      {
        ...axes,
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
              ...axes,
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

function legendOf(inputs: readonly TTrendChartInput[]): object {
  const names = [
    ...new Set(
      inputs.flatMap((input) => [input.survey.name, input.bandName, ...(input.cluster ? [input.cluster.name] : [])]),
    ),
  ];
  const bandNames = new Set(inputs.map((input) => input.bandName));
  return {
    top: 0,
    left: 'center',
    itemGap: 20,
    // The band's entry is a shaded block, as the band is drawn; the lines keep their line symbol.
    data: names.map((name) => (bandNames.has(name) ? { name, icon: 'roundRect' } : { name })),
    formatter: (name: string) => wrapLabel(name, 40),
  };
}

export function buildTrendChartOption(
  input: TTrendChartInput,
  settings: TTrendChartSettings = {},
): Record<string, unknown> {
  const parts = panelParts(input, settings, 0);
  return {
    animation: settings.animation ?? true,
    textStyle: settings.fontFamily ? { fontFamily: settings.fontFamily } : undefined,
    legend: legendOf([input]),
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 48, bottom: 32 },
    xAxis: parts.xAxis,
    yAxis: parts.yAxis,
    series: parts.series,
  };
}

export type TTrendPanelLayout = {
  columns: number;
  /** Pixels of one panel, its title included. */
  panelWidth: number;
  panelHeight: number;
  /** Pixels above the first row, for the shared legend. */
  legendHeight: number;
};

/** The height of the picture `buildTrendPanelsOption` draws for `panels` panels. */
export function trendPanelsHeight(panels: number, layout: TTrendPanelLayout): number {
  return layout.legendHeight + Math.ceil(panels / layout.columns) * layout.panelHeight;
}

/**
 * Several trends (one per dimension) as small multiples in one picture, each under its title,
 * with one legend: the report e-mail's one image per survey.
 */
export function buildTrendPanelsOption(
  panels: readonly { title: string; input: TTrendChartInput }[],
  layout: TTrendPanelLayout,
  settings: TTrendChartSettings = {},
): Record<string, unknown> {
  const parts = panels.map((panel, index) => panelParts(panel.input, settings, index));
  const origin = (index: number) => ({
    left: (index % layout.columns) * layout.panelWidth,
    top: layout.legendHeight + Math.floor(index / layout.columns) * layout.panelHeight,
  });
  return {
    animation: settings.animation ?? true,
    textStyle: settings.fontFamily ? { fontFamily: settings.fontFamily } : undefined,
    legend: legendOf(panels.map((panel) => panel.input)),
    title: panels.map((panel, index) => ({
      text: panel.title,
      left: origin(index).left + 8,
      top: origin(index).top,
      textStyle: {
        fontSize: 12,
        fontWeight: 'bold',
        color: '#333333',
        width: layout.panelWidth - 16,
        overflow: 'truncate',
      },
    })),
    grid: panels.map((_, index) => ({
      left: origin(index).left + 36,
      top: origin(index).top + 24,
      width: layout.panelWidth - 52,
      height: layout.panelHeight - 56,
    })),
    xAxis: parts.map((part) => part.xAxis),
    yAxis: parts.map((part) => part.yAxis),
    series: parts.flatMap((part) => part.series),
  };
}
