import { LIMITS } from '@peil/contract/limits';
import type { TResultFilter } from '@peil/contract/results';

export type TAddFilterOutcome = 'added' | 'duplicate' | 'limit';

export function isSameFilter(a: TResultFilter, b: TResultFilter): boolean {
  return a.questionId === b.questionId && a.optionId === b.optionId;
}

/** Adds a filter unless it is already active or the maximum of 3 is reached; then nothing changes. */
export function addResultFilter<T extends TResultFilter>(
  filters: readonly T[],
  filter: T,
): { filters: T[]; outcome: TAddFilterOutcome } {
  if (filters.some((active) => isSameFilter(active, filter))) return { filters: [...filters], outcome: 'duplicate' };
  if (filters.length >= LIMITS.maxResultFilters) return { filters: [...filters], outcome: 'limit' };
  return { filters: [...filters, filter], outcome: 'added' };
}

export function removeResultFilter<T extends TResultFilter>(filters: readonly T[], filter: TResultFilter): T[] {
  return filters.filter((active) => !isSameFilter(active, filter));
}

/** The filters as the API takes them, without the labels the chips show. */
export function toRequestFilters(filters: readonly TResultFilter[]): TResultFilter[] {
  return filters.map(({ questionId, optionId }) => ({ questionId, optionId }));
}

/** An active filter with the question and option texts its chip shows. */
export type TLabelledFilter = TResultFilter & { question: string; option: string };
