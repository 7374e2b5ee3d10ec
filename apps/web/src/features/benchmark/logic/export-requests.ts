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
