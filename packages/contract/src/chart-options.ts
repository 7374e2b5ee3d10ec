import type { TResultCard } from './results.js';

/**
 * ECharts options of a result card, shared by the dashboard and the server-side PDF charts so
 * that both show the same picture. Plain objects only: no echarts import here.
 */

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

/** Whether a card is drawn as a pie: choices of one answer that are not a scale (spec: bar and pie charts). */
export function isPieCard(card: Pick<TResultCard, 'special_type'>): boolean {
  return card.special_type === 'choice';
}

/**
 * The chart of a card: a pie for plain single choices, otherwise one bar per label, coloured
 * by the card's colours or the scheme. A click on a slice or bar gives its data index either way.
 */
export function buildResultChartOption(
  card: TChartCard,
  scheme: readonly string[],
  settings: TChartOptionSettings = {},
): Record<string, unknown> {
  const labels = settings.labels ?? card.labels;
  if (isPieCard(card)) return buildPieOption(card, labels, scheme, settings);
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

function buildPieOption(
  card: TChartCard,
  labels: readonly string[],
  scheme: readonly string[],
  settings: TChartOptionSettings,
): Record<string, unknown> {
  return {
    animation: settings.animation ?? true,
    textStyle: settings.fontFamily ? { fontFamily: settings.fontFamily } : undefined,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    series: [
      {
        type: 'pie',
        radius: ['0%', '62%'],
        center: ['50%', '52%'],
        data: card.data.map((value, index) => ({
          value,
          name: labels[index] ?? '',
          itemStyle: { color: card.colors[index] ?? scheme[index % scheme.length] ?? '#3b699c' },
        })),
        label: {
          show: true,
          formatter: '{b}\n{c} ({d}%)',
          fontSize: 11,
          // ECharts measures the line height on a CJK glyph; without a CJK font (many Linux
          // desktops) that is a few pixels and the two lines of the label overlap.
          lineHeight: 14,
          color: '#333333',
          textBorderColor: 'transparent',
          textBorderWidth: 0,
        },
        labelLine: { show: true },
      },
    ],
  };
}
