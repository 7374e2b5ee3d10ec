import { quarterOfPeriod, type TTrendGranularity } from '@peil/contract/benchmark-trend';
import type { Database } from '../../db/database.js';
import type { Cell, Column } from './benchmark-excel.js';
import { buildTrend } from './trend.js';
import { textsFor } from '@peil/contract/domain';
import { BENCHMARK_TREND_EXCEL_TEXTS } from '../../i18n/exports/benchmark-excel.js';
import { exportTexts } from '../exports/export-texts.js';
import { quarterName } from '../../i18n/quarter-names.js';

/**
 * The time comparison's Trend sheet: the figures of the time page's trend, one row per period
 * and dimension with answers of the survey or a figure of the cluster. A cluster figure below the
 * thresholds is "too few to compare", as the API has none.
 */
export async function buildTrendSheet(
  database: Database,
  request: { survey_id: number; locale: string; granularity: TTrendGranularity; cluster_id?: number },
  today: Date,
  viewer: { organizationId: number },
): Promise<{ name: string; columns: Column[]; rows: Record<string, Cell>[] }> {
  const texts = textsFor(BENCHMARK_TREND_EXCEL_TEXTS, request.locale);
  const { date, locale } = exportTexts(request.locale).formats;
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  // As the time page's trend names a period: "K4 2023", or the month ("okt 2026").
  const periodName = (period: { id: string; start_date: string }) => {
    const quarter = quarterOfPeriod(period.id);
    return quarter
      ? quarterName(request.locale, quarter.quarter, quarter.year)
      : month.format(new Date(`${period.start_date}T00:00:00Z`));
  };
  const trend = await buildTrend(database, request, today, viewer);
  const hasCluster = trend.clusterName !== null;
  const columns: Column[] = [
    { header: texts.period, key: 'period', width: 12 },
    { header: texts.from, key: 'from', width: 12 },
    { header: texts.to, key: 'to', width: 12 },
    { header: texts.dimension, key: 'dimension', width: 30 },
    { header: texts.average, key: 'avg', width: 16 },
    { header: `${texts.average} ${texts.lower}`, key: 'avgLower', width: 16 },
    { header: `${texts.average} ${texts.upper}`, key: 'avgUpper', width: 16 },
    { header: texts.qi, key: 'qi', width: 12 },
    { header: `${texts.qi} ${texts.lower}`, key: 'qiLower', width: 16 },
    { header: `${texts.qi} ${texts.upper}`, key: 'qiUpper', width: 16 },
    { header: texts.respondents, key: 'n', width: 8 },
    ...(hasCluster
      ? [
          { header: `${texts.cluster} ${texts.average}`, key: 'clusterAvg', width: 20 },
          { header: `${texts.cluster} ${texts.qi}`, key: 'clusterQi', width: 16 },
          { header: `${texts.cluster} ${texts.respondents}`, key: 'clusterN', width: 10 },
        ]
      : []),
  ];
  const rows: Record<string, Cell>[] = trend.periods.flatMap((period, index) =>
    trend.dimensions.flatMap((dimension) => {
      const point = dimension.points[index]!;
      if (point.avg_score === null && point.cluster_n === null) return [];
      const isClusterShown = point.cluster_n !== null;
      return [
        {
          period: periodName(period),
          from: date(period.start_date),
          to: date(period.end_date),
          dimension: dimension.dimension,
          avg: point.avg_score,
          avgLower: point.avg_lower,
          avgUpper: point.avg_upper,
          qi: point.qi_score,
          qiLower: point.qi_lower,
          qiUpper: point.qi_upper,
          n: point.n,
          ...(hasCluster
            ? {
                clusterAvg: isClusterShown ? point.cluster_avg_score : texts.tooFew,
                clusterQi: point.cluster_qi_score,
                clusterN: point.cluster_n,
              }
            : {}),
        },
      ];
    }),
  );
  return { name: texts.sheet, columns, rows };
}
