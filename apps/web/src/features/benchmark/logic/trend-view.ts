import {
  quarterOfPeriod,
  type TTrendDimension,
  type TTrendPeriod,
  type TTrendPoint,
} from '@peil/contract/benchmark-trend';
import { buildTrendChartOption } from '@peil/contract/trend-chart';
import { formatDateRange, formatMonth } from '../../../lib/format';
import { formatScore, METRIC_SCALES, type TBenchmarkMetric } from './metrics';

export type TTrendTexts = {
  locale: string;
  surveyName: string;
  /** Null without a cluster line. */
  clusterName: string | null;
  band: string;
  tooFew: string;
  noAnswers: string;
  /** "n = 5" */
  respondents: (n: number) => string;
  quarter: (quarter: number, year: number) => string;
  partial: (period: string, dates: string) => string;
};

/** A period as the axis names it: "okt 2026" or "K4 2026" in the interface language. */
export function periodName(period: TTrendPeriod, texts: Pick<TTrendTexts, 'locale' | 'quarter'>): string {
  const quarter = quarterOfPeriod(period.id);
  if (quarter) return texts.quarter(quarter.quarter, quarter.year);
  return formatMonth(period.start_date, texts.locale, 'short');
}

/** The period's name, and for a quarter the window cuts, the months it holds. */
export function periodTitle(period: TTrendPeriod, texts: TTrendTexts): string {
  const name = periodName(period, texts);
  return period.is_partial
    ? texts.partial(name, formatDateRange(period.start_date, period.end_date, texts.locale))
    : name;
}

export type TTrendLine = {
  values: (number | null)[];
  lower: (number | null)[];
  upper: (number | null)[];
  cluster: (number | null)[];
};

/** The figures of one metric along the periods: the survey's score and band, the cluster's score. */
export function trendLine(points: readonly TTrendPoint[], metric: TBenchmarkMetric): TTrendLine {
  const isAverage = metric === 'average';
  return {
    values: points.map((point) => (isAverage ? point.avg_score : point.qi_score)),
    lower: points.map((point) => (isAverage ? point.avg_lower : point.qi_lower)),
    upper: points.map((point) => (isAverage ? point.avg_upper : point.qi_upper)),
    cluster: points.map((point) => (isAverage ? point.cluster_avg_score : point.cluster_qi_score)),
  };
}

export function hasClusterPoint(dimensions: readonly TTrendDimension[]): boolean {
  return dimensions.some((dimension) => dimension.points.some((point) => point.cluster_n !== null));
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One line of a period: "2,80 (2,16 – 3,44), n = 5", or "no answers". */
export function describePoint(line: TTrendLine, point: TTrendPoint, index: number, texts: TTrendTexts): string {
  const value = line.values[index];
  if (value === null || value === undefined) return texts.noAnswers;
  const lower = line.lower[index];
  const upper = line.upper[index];
  const band =
    lower === null || upper === null || lower === undefined || upper === undefined
      ? ''
      : ` (${formatScore(lower, texts.locale)} – ${formatScore(upper, texts.locale)})`;
  return `${formatScore(value, texts.locale)}${band}, ${texts.respondents(point.n)}`;
}

/** The chart of one dimension, with a tooltip that names every figure of the period. */
export function buildTrendOption(
  dimension: TTrendDimension,
  periods: readonly TTrendPeriod[],
  metric: TBenchmarkMetric,
  texts: TTrendTexts,
): Record<string, unknown> {
  const line = trendLine(dimension.points, metric);
  const option = buildTrendChartOption(
    {
      categories: periods.map((period) => periodName(period, texts)),
      survey: { name: texts.surveyName, values: line.values, lower: line.lower, upper: line.upper },
      cluster: texts.clusterName === null ? null : { name: texts.clusterName, values: line.cluster },
      bandName: texts.band,
      axisMax: METRIC_SCALES[metric].axisMax,
    },
    { locale: texts.locale },
  );
  return {
    ...option,
    // Names are survey texts: escaped, since the tooltip is HTML.
    tooltip: {
      trigger: 'axis',
      formatter: (params: readonly { dataIndex: number }[]) => {
        const index = params[0]?.dataIndex ?? 0;
        const period = periods[index];
        const point = dimension.points[index];
        if (!period || !point) return '';
        const cluster = line.cluster[index];
        return [
          `<strong>${escapeHtml(periodTitle(period, texts))}</strong>`,
          `${escapeHtml(texts.surveyName)}: ${escapeHtml(describePoint(line, point, index, texts))}`,
          ...(texts.clusterName === null
            ? []
            : [
                `${escapeHtml(texts.clusterName)}: ${escapeHtml(
                  cluster === null || cluster === undefined
                    ? texts.tooFew
                    : `${formatScore(cluster, texts.locale)}, ${texts.respondents(point.cluster_n ?? 0)}`,
                )}`,
              ]),
        ].join('<br>');
      },
    },
  };
}
