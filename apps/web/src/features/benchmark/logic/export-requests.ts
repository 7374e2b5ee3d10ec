import type { TBenchmarkExcelRequest, TBenchmarkPeriod } from '@peil/contract/benchmark';

/** The survey against its cluster in one period: no PeriodOne/PeriodTwo. */
export function clusterExportRequest(
  surveyId: number,
  locale: string,
  period: TBenchmarkPeriod,
): TBenchmarkExcelRequest {
  return { ClusterData: { survey_id: surveyId, locale, period } };
}

/** Spec §5: time exports need period data; with both periods the workbook is the time comparison. */
export function timeExportRequest(
  surveyId: number,
  locale: string,
  periodOne: TBenchmarkPeriod,
  periodTwo: TBenchmarkPeriod,
): TBenchmarkExcelRequest {
  return { PeriodOne: periodOne, PeriodTwo: periodTwo, ClusterData: { survey_id: surveyId, locale } };
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
  return { StartPeriod: startPeriod, EndPeriod: endPeriod, ClusterData: { survey_id: surveyId, locale } };
}
