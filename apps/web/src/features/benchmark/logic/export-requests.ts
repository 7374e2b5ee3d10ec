import type { TBenchmarkExcelRequest, TBenchmarkPeriod, TTrendGranularity } from '@peil/contract/benchmark';

/** How the time page shows the trend: per quarter or month, beside a chosen cluster (null: the default). */
export type TTrendChoice = { granularity: TTrendGranularity; clusterId: number | null };

/**
 * Spec §7: every benchmark export sends the same five keys, PeriodOne, PeriodTwo, StartPeriod,
 * EndPeriod and ClusterData; a screen leaves the periods it does not have null.
 */
function exportRequest(
  ClusterData: TBenchmarkExcelRequest['ClusterData'],
  periods: Partial<Pick<TBenchmarkExcelRequest, 'PeriodOne' | 'PeriodTwo' | 'StartPeriod' | 'EndPeriod'>> = {},
): TBenchmarkExcelRequest {
  return { PeriodOne: null, PeriodTwo: null, StartPeriod: null, EndPeriod: null, ...periods, ClusterData };
}

/** The survey against its cluster in one period: no periods of a time comparison. */
export function clusterExportRequest(
  surveyId: number,
  locale: string,
  period: TBenchmarkPeriod,
): TBenchmarkExcelRequest {
  return exportRequest({ survey_id: surveyId, locale, period });
}

/**
 * Spec §5: time exports need period data; with both periods the workbook is the time comparison.
 * Its Trend sheet is per quarter or per month and beside the cluster the time page shows.
 */
export function timeExportRequest(
  surveyId: number,
  locale: string,
  periodOne: TBenchmarkPeriod,
  periodTwo: TBenchmarkPeriod,
  trend?: TTrendChoice,
): TBenchmarkExcelRequest {
  return {
    ...exportRequest({ survey_id: surveyId, locale }, { PeriodOne: periodOne, PeriodTwo: periodTwo }),
    ...(trend ? { TrendGranularity: trend.granularity } : {}),
    ...(trend && trend.clusterId !== null ? { TrendClusterId: trend.clusterId } : {}),
  };
}

/**
 * The radar's time modes: the same time workbook, with the periods under the radar's names
 * (spec §7: StartPeriod and EndPeriod). The radar's cluster mode has no export, as the cluster
 * workbook is always of the setting's default cluster, not of the cluster chosen in the radar.
 */
export function radarTimeExportRequest(
  surveyId: number,
  locale: string,
  startPeriod: TBenchmarkPeriod,
  endPeriod: TBenchmarkPeriod,
): TBenchmarkExcelRequest {
  return exportRequest({ survey_id: surveyId, locale }, { StartPeriod: startPeriod, EndPeriod: endPeriod });
}
