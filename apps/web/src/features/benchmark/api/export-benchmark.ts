import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import type { TBenchmarkExcelRequest } from '@peil/contract/benchmark';
import { callFileEndpoint } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { TBenchmarkMetric } from '../logic/metrics';

/** Spec §7: QI scores export through excel_benchmark_score, average scores through excel_benchmark_average. */
export const BENCHMARK_EXPORTS = {
  qi: benchmarkEndpoints.excelScore,
  average: benchmarkEndpoints.excelAverage,
} as const satisfies Record<TBenchmarkMetric, unknown>;

/** Posts the export request and saves the workbook. */
export async function downloadBenchmarkExport(
  metric: TBenchmarkMetric,
  body: TBenchmarkExcelRequest,
  fileName: string,
): Promise<void> {
  const response = await callFileEndpoint(BENCHMARK_EXPORTS[metric], { body });
  saveFile(await response.blob(), fileName);
}
