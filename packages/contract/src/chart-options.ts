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
  /**
   * Room for a category axis label. The dashboard truncates (its table shows the whole label);
   * the half-width PDF chart lets labels under the bars wrap onto a second line instead.
   */
  categoryLabel?: { width: number; overflow: 'truncate' | 'break'; fontSize?: number; interval?: 0 | 'auto' };
  /**
   * Room left of the axis labels. The server measures text by ECharts' built-in widths, a tenth
   * or two narrower than the DejaVu font the PDF draws it in; labels need the slack there.
   */
  gridLeft?: number;
  /** A table beside the chart names the answers (the PDF): a pie then goes without label lines. */
  hasLegendBeside?: boolean;
  /** The interface language: counts and percentages are written as it writes numbers ("25,7 %"). */
  locale?: string;
};

const chartNumbersByLocale = new Map<string, ReturnType<typeof createChartNumbers>>();

/** Counts and shares in the chart's language, as the card's table writes them; one set per language. */
export function chartNumbers(locale = 'en') {
  let numbers = chartNumbersByLocale.get(locale);
  if (!numbers) chartNumbersByLocale.set(locale, (numbers = createChartNumbers(locale)));
  return numbers;
}

function createChartNumbers(locale: string) {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return {
    count: (value: unknown) =>
      typeof value === 'number' ? count.format(value) : typeof value === 'string' ? value : '',
    percent: (value: unknown) => (typeof value === 'number' ? percent.format(value / 100) : ''),
  };
}

/**
 * Each answer's share in percent with one decimal: of the respondents for multiple choice (one
 * respondent can choose several options), of all counted answers otherwise.
 */
export function answerShares(card: Pick<TResultCard, 'special_type' | 'data' | 'n'>): number[] {
  const sum = card.data.reduce((total, value) => total + value, 0);
  const total = card.special_type === 'multiple' && card.n > 0 ? card.n : sum;
  return card.data.map((count) => (total > 0 ? Math.round((count / total) * 1000) / 10 : 0));
}

/** Whether a card is drawn as a pie: choices of one answer that are not a scale (spec: bar and pie charts). */
export function isPieCard(card: Pick<TResultCard, 'special_type'>): boolean {
  return card.special_type === 'choice';
}

/**
 * The colour of each bar or slice: the card's own (difficulty buckets), otherwise one per option
 * from the scheme; a scale (slider, number) is one series in the scheme's first colour.
 */
export function answerColors(card: Pick<TChartCard, 'special_type' | 'data' | 'colors'>, scheme: readonly string[]) {
  const isScale = card.special_type === 'slider' || card.special_type === 'number';
  return card.data.map(
    (_, index) => card.colors[index] ?? (isScale ? scheme[0] : scheme[index % scheme.length]) ?? '#3b699c',
  );
}

/** Options (Likert, multiple choice) lie as horizontal bars; scales stand upright. */
export function hasHorizontalBars(card: Pick<TResultCard, 'special_type'>): boolean {
  return card.special_type === 'likert' || card.special_type === 'choice' || card.special_type === 'multiple';
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
  const isHorizontal = hasHorizontalBars(card);
  const colors = answerColors(card, scheme);
  const numbers = chartNumbers(settings.locale);
  const categoryAxis = {
    type: 'category',
    data: labels,
    inverse: isHorizontal,
    axisLabel: {
      width: isHorizontal ? 160 : 80,
      overflow: 'truncate',
      interval: 0,
      fontSize: 11,
      ...settings.categoryLabel,
    },
    axisTick: { alignWithLabel: true },
  };
  const valueAxis = {
    type: 'value',
    minInterval: 1,
    splitLine: { lineStyle: { color: '#e0e0e0' } },
    axisLabel: { formatter: numbers.count },
  };
  return {
    animation: settings.animation ?? true,
    textStyle: settings.fontFamily ? { fontFamily: settings.fontFamily } : undefined,
    grid: { left: settings.gridLeft ?? 8, right: 32, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: numbers.count },
    xAxis: isHorizontal ? valueAxis : categoryAxis,
    yAxis: isHorizontal ? categoryAxis : valueAxis,
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        data: card.data.map((value, index) => ({ value, itemStyle: { color: colors[index] } })),
        // A border on label text renders as a black outline in PDFs.
        label: {
          show: true,
          position: isHorizontal ? 'right' : 'top',
          formatter: (params: { value: unknown }) => numbers.count(params.value),
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
  const colors = answerColors(card, scheme);
  const hasLabels = !settings.hasLegendBeside;
  const numbers = chartNumbers(settings.locale);
  const share = (params: { name: string; value: unknown; percent?: number }) =>
    `${numbers.count(params.value)} (${numbers.percent(params.percent)})`;
  return {
    animation: settings.animation ?? true,
    textStyle: settings.fontFamily ? { fontFamily: settings.fontFamily } : undefined,
    tooltip: {
      trigger: 'item',
      formatter: (params: { name: string; value: unknown; percent?: number }) => `${params.name}: ${share(params)}`,
    },
    series: [
      {
        type: 'pie',
        // Without labels around it the pie can take the whole drawing; with them it leaves room
        // for two-line labels on a phone-wide card.
        radius: ['0%', hasLabels ? '55%' : '85%'],
        center: ['50%', hasLabels ? '52%' : '50%'],
        // One decimal, as in the table beside the chart.
        percentPrecision: 1,
        data: card.data.map((value, index) => ({
          value,
          name: labels[index] ?? '',
          itemStyle: { color: colors[index] },
        })),
        label: {
          show: hasLabels,
          formatter: (params: { name: string; value: unknown; percent?: number }) => `${params.name}\n${share(params)}`,
          fontSize: 11,
          // ECharts measures the line height on a CJK glyph; without a CJK font (many Linux
          // desktops) that is a few pixels and the two lines of the label overlap.
          lineHeight: 14,
          // A long answer wraps rather than being cut to 'Jonger d...' on a narrow card.
          overflow: 'break',
          color: '#333333',
          textBorderColor: 'transparent',
          textBorderWidth: 0,
        },
        labelLine: { show: hasLabels },
      },
    ],
  };
}
