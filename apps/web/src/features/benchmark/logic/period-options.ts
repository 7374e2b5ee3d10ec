import {
  customPeriod,
  listMonthOptions,
  listQuarterOptions,
  newVersusOldPeriods,
  PERIOD_IDS,
  resolvePeriod,
  type Period,
  type PeriodId,
  type PeriodOption,
} from '@peil/scoring';
import { formatMonth } from '../../../lib/format';

export { PERIOD_IDS, type Period, type PeriodId, type PeriodOption };

/** How a time-comparison period is chosen: a named period, a quarter, a month or two dates. */
export type TPeriodKind = 'named' | 'quarter' | 'month' | 'custom';

export const PERIOD_KINDS: readonly TPeriodKind[] = ['named', 'quarter', 'month', 'custom'];

export type TPeriodChoice =
  | { kind: 'named'; id: PeriodId }
  | { kind: 'quarter'; id: string | null }
  | { kind: 'month'; id: string | null }
  | { kind: 'custom'; start: string; end: string };

/** The five period buttons of the benchmark screen, resolved against today. */
export function namedPeriods(today: Date): Period[] {
  return PERIOD_IDS.map((id) => resolvePeriod(id, today));
}

/** Quarters from Q1 2015 up to the current one, newest first (the choice people make most). */
export function quarterOptions(today: Date): PeriodOption[] {
  return listQuarterOptions(today).reverse();
}

/** Months from January 2020 up to the current one, newest first, labelled in the interface language. */
export function monthOptions(today: Date, locale: string): PeriodOption[] {
  return listMonthOptions(today)
    .reverse()
    .map((option) => ({ ...option, label: formatMonth(option.start_date, locale) }));
}

/** The period a choice stands for, or null while it is incomplete (no quarter picked yet, say). */
export function resolvePeriodChoice(choice: TPeriodChoice, today: Date): Period | null {
  switch (choice.kind) {
    case 'named':
      return resolvePeriod(choice.id, today);
    case 'quarter':
      return listQuarterOptions(today).find((option) => option.id === choice.id) ?? null;
    case 'month':
      return listMonthOptions(today).find((option) => option.id === choice.id) ?? null;
    case 'custom':
      return isValidRange(choice.start, choice.end) ? customPeriod(choice.start, choice.end) : null;
  }
}

/** A fresh choice of a kind, starting from the period the user had, where that makes sense. */
export function emptyChoice(kind: TPeriodKind, current: Period | null, today: Date): TPeriodChoice {
  switch (kind) {
    case 'named':
      return { kind, id: 'previous_year' };
    case 'quarter':
      return { kind, id: null };
    case 'month':
      return { kind, id: null };
    case 'custom': {
      const fallback = resolvePeriod('last_12_months', today);
      return { kind, start: current?.start_date ?? fallback.start_date, end: current?.end_date ?? fallback.end_date };
    }
  }
}

/**
 * "New versus old" (spec §9) as the choices of the two pickers: period one the old period (its
 * dates), period two the new one, which is the last 12 months.
 */
export function newVersusOldChoices(today: Date): { one: TPeriodChoice; two: TPeriodChoice } {
  const { old } = newVersusOldPeriods(today);
  return {
    one: { kind: 'custom', start: old.start_date, end: old.end_date },
    two: { kind: 'named', id: 'last_12_months' },
  };
}

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written as 'YYYY-MM-DD' (rejects 2024-02-30 and half-typed input). */
export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isValidRange(start: string, end: string): boolean {
  return isValidIsoDate(start) && isValidIsoDate(end) && start <= end;
}

/**
 * Spec §5: the start may not exceed the end and vice versa; invalid dates are ignored. A change
 * that breaks either rule leaves the choice as it was.
 */
export function changeCustomDate(
  choice: Extract<TPeriodChoice, { kind: 'custom' }>,
  edge: 'start' | 'end',
  value: string,
): Extract<TPeriodChoice, { kind: 'custom' }> {
  const next = { ...choice, [edge]: value };
  return isValidRange(next.start, next.end) ? next : choice;
}
