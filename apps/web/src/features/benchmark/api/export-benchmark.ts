import type { TBenchmarkExcelRequest } from '@peil/contract/benchmark';
import { apiFileRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { TBenchmarkMetric } from '../logic/metrics';

/** Spec §7: QI scores export through excel_benchmark_score, average scores through excel_benchmark_average. */
export const BENCHMARK_EXPORT_PATHS: Readonly<Record<TBenchmarkMetric, string>> = {
  qi: '/api/v1/excel_benchmark_score',
  average: '/api/v1/excel_benchmark_average',
};

/** Posts the export request and saves the workbook. */
export async function downloadBenchmarkExport(
  metric: TBenchmarkMetric,
  body: TBenchmarkExcelRequest,
  fileName: string,
): Promise<void> {
  const response = await apiFileRequest(BENCHMARK_EXPORT_PATHS[metric], body);
  saveFile(await response.blob(), fileName);
}
