import { ApiError } from '../../../lib/api-client';

/** Spec §4: what a benchmark view shows. */
export type TBenchmarkViewState = 'noSurvey' | 'loading' | 'maintenance' | 'error' | 'empty' | 'loaded';

/**
 * The benchmarking tool is down when the API answers 503 or cannot be reached at all (fetch
 * rejects with a TypeError before any status exists); then the maintenance screen is shown.
 */
export function isBenchmarkDown(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 503 || error.status === 502 || error.status === 504;
  return error instanceof TypeError;
}

export function benchmarkViewState(input: {
  hasSurvey: boolean;
  isPending: boolean;
  error: unknown;
  rowCount: number;
}): TBenchmarkViewState {
  if (!input.hasSurvey) return 'noSurvey';
  if (input.error) return isBenchmarkDown(input.error) ? 'maintenance' : 'error';
  if (input.isPending) return 'loading';
  return input.rowCount === 0 ? 'empty' : 'loaded';
}

/** The message after the translated error label: the server's own text when it sent one. */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
