/** Characters that are not allowed (or awkward) in file names on common systems, and control characters. */
const UNSAFE_CHARACTERS = /[\\/:*?"<>|\p{Cc}]+/gu;

/** A name part of a file name: unsafe characters and runs of spaces become one underscore. */
function fileNamePart(name: string): string {
  const cleaned = name.replace(UNSAFE_CHARACTERS, ' ').trim().replace(/\s+/g, '_');
  return cleaned === '' ? 'unnamed' : cleaned;
}

/** Spec §9: benchmark_{survey}_{cluster}_{date}.xlsx, date as YYYY-MM-DD. */
export function benchmarkExportFileName(surveyName: string, clusterName: string, date: string): string {
  return `benchmark_${fileNamePart(surveyName)}_${fileNamePart(clusterName)}_${date}.xlsx`;
}

/** Spec §9: time_comparison_{survey}_{date}.xlsx. */
export function timeComparisonExportFileName(surveyName: string, date: string): string {
  return `time_comparison_${fileNamePart(surveyName)}_${date}.xlsx`;
}

/** The user's own calendar date as YYYY-MM-DD, for the date in file names. */
export function localIsoDate(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
