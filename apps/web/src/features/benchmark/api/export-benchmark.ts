import type { TBenchmarkExcelRequest } from '@peil/contract/benchmark';
import { ApiError } from '../../../lib/api-client';
import type { TBenchmarkMetric } from '../logic/metrics';

/** Spec §7: QI scores export through excel_benchmark_score, average scores through excel_benchmark_average. */
export const BENCHMARK_EXPORT_PATHS: Readonly<Record<TBenchmarkMetric, string>> = {
  qi: '/api/v1/excel_benchmark_score',
  average: '/api/v1/excel_benchmark_average',
};

/**
 * Posts the export request and saves the workbook. The answer is binary, so this cannot go
 * through apiRequest (which reads JSON); it keeps the credentials and no-cache header.
 */
export async function downloadBenchmarkExport(
  metric: TBenchmarkMetric,
  body: TBenchmarkExcelRequest,
  fileName: string,
): Promise<void> {
  const response = await fetch(BENCHMARK_EXPORT_PATHS[metric], {
    method: 'POST',
    credentials: 'include',
    headers: { 'cache-control': 'no-cache', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, `http_${response.status}`, readErrorMessage(text), text);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click starts the download synchronously; the URL is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

function readErrorMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } };
    return parsed.error?.message ?? text;
  } catch {
    return text;
  }
}
