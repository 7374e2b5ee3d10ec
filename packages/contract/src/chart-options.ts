import type { TResultCard } from './results.js';

/**
 * ECharts options of a result card, shared by the dashboard and the server-side PDF charts so
 * that both show the same picture. Plain objects only: no echarts import here.
 */

export const COLOR_SCHEME_NAMES = ['peil', 'chique', 'cool', 'earthy', 'divergent', 'warm', 'clear'] as const;
export type TColorSchemeName = (typeof COLOR_SCHEME_NAMES)[number];
export const DEFAULT_COLOR_SCHEME: TColorSchemeName = 'peil';

/** Eight colours per scheme; the default scheme carries the product's name. */
export const COLOR_SCHEMES: Record<TColorSchemeName, readonly string[]> = {
  peil: ['#3b699c', '#5b8fc7', '#8fb5de', '#f2a541', '#e4572e', '#76b041', '#7e5a9b', '#9e9e9e'],
  chique: ['#2e2e3a', '#8c6d62', '#bfa38a', '#d9c5b2', '#6b4f4f', '#a39171', '#4f5d75', '#c9ada7'],
  cool: ['#03045e', '#0077b6', '#00b4d8', '#90e0ef', '#2a9d8f', '#48cae4', '#264653', '#caf0f8'],
  earthy: ['#606c38', '#283618', '#dda15e', '#bc6c25', '#8a5a44', '#a3b18a', '#588157', '#e9c46a'],
  divergent: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6', '#1a9641', '#a6d96a', '#762a83'],
  warm: ['#9d0208', '#d00000', '#dc2f02', '#e85d04', '#f48c06', '#faa307', '#ffba08', '#6a040f'],
  clear: ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7'],
};

/** The eight colours of a scheme given by name or as a list; unknown names fall back to the default. */
export function resolveColorScheme(scheme: readonly string[] | string | null | undefined): readonly string[] {
  if (Array.isArray(scheme) && scheme.length > 0) return scheme;
  if (typeof scheme === 'string' && scheme in COLOR_SCHEMES) return COLOR_SCHEMES[scheme as TColorSchemeName];
  return COLOR_SCHEMES[DEFAULT_COLOR_SCHEME];
}

/** Cards whose answers are texts have no chart. */
export function hasChart(card: Pick<TResultCard, 'special_type'>): boolean {
  return !['open', 'date', 'email'].includes(card.special_type);
}

export type TChartCard = Pick<TResultCard, 'special_type' | 'labels' | 'data' | 'colors'>;

export type TChartOptionSettings = {
  /** Translated labels to show instead of the card's (the difficulty bucket keys, say). */
  labels?: readonly string[];
  /** Server-side rendering has no animation frames. */
  animation?: boolean;
  fontFamily?: string;
};

/** Bar chart of a card: one bar per label, coloured by the card's colours or the scheme. */
export function buildResultChartOption(
  card: TChartCard,
  scheme: readonly string[],
  settings: TChartOptionSettings = {},
): Record<string, unknown> {
  const labels = settings.labels ?? card.labels;
  const isHorizontal =
    card.special_type === 'likert' || card.special_type === 'choice' || card.special_type === 'multiple';
  // Options get a colour each; a scale (slider, number) is one series in the scheme's first colour.
  const isScale = card.special_type === 'slider' || card.special_type === 'number';
  const barColor = (index: number) =>
    card.colors[index] ?? (isScale ? scheme[0] : scheme[index % scheme.length]) ?? '#3b699c';
  const categoryAxis = {
    type: 'category',
    data: labels,
    inverse: isHorizontal,
    axisLabel: { width: isHorizontal ? 160 : 80, overflow: 'truncate', interval: 0, fontSize: 11 },
    axisTick: { alignWithLabel: true },
  };
  const valueAxis = { type: 'value', minInterval: 1, splitLine: { lineStyle: { color: '#e0e0e0' } } };
  return {
    animation: settings.animation ?? true,
    textStyle: settings.fontFamily ? { fontFamily: settings.fontFamily } : undefined,
    grid: { left: 8, right: 32, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: isHorizontal ? valueAxis : categoryAxis,
    yAxis: isHorizontal ? categoryAxis : valueAxis,
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        data: card.data.map((value, index) => ({ value, itemStyle: { color: barColor(index) } })),
        // A border on label text renders as a black outline in PDFs.
        label: {
          show: true,
          position: isHorizontal ? 'right' : 'top',
          fontSize: 11,
          color: '#333333',
          textBorderColor: 'transparent',
          textBorderWidth: 0,
        },
      },
    ],
  };
}
