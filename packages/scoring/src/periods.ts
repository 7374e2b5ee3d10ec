/**
 * Benchmark periods. Everything is computed from an explicit `today` (no clock reads, so the
 * functions stay pure and testable) using its UTC calendar date — callers make it with
 * calendarDateIn for the app's time zone — and dates are returned as
 * inclusive 'YYYY-MM-DD' strings, which compare correctly as plain strings.
 */

export const PERIOD_IDS = ['all_time', 'last_12_months', 'ytd', 'previous_year', 'year_before'] as const;

export type PeriodId = (typeof PERIOD_IDS)[number];

export type Period = {
  id: string;
  /** First day, inclusive, 'YYYY-MM-DD'. */
  start_date: string;
  /** Last day, inclusive, 'YYYY-MM-DD'. */
  end_date: string;
};

/**
 * A selectable month or quarter. The label is language-neutral ('Q1 2024', '2024-03'); a UI that
 * wants month names can format start_date itself.
 */
export type PeriodOption = Period & { label: string };

/** Fixed start of "all time" (spec). */
export const ALL_TIME_START = '2000-01-01';
/** First quarter offered in the quarter picker. */
export const FIRST_QUARTER_YEAR = 2015;
/** First month offered in the month picker (January of this year). */
export const FIRST_MONTH_YEAR = 2020;

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'YYYY-MM-DD' of a UTC calendar date; month is 1..12. Date.UTC normalises overflowing months/days. */
function utcDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/**
 * The calendar date that `instant` falls on in `timeZone`, as midnight UTC of that date: the
 * `today` the functions here expect, so periods follow the app's clock rather than UTC.
 */
export function calendarDateIn(instant: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day));
}

/** The UTC calendar date of a Date as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  return utcDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function isPeriodId(value: string): value is PeriodId {
  return (PERIOD_IDS as readonly string[]).includes(value);
}

export function resolvePeriod(id: PeriodId, today: Date): Period {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const end = toIsoDate(today);
  switch (id) {
    case 'all_time':
      return { id, start_date: ALL_TIME_START, end_date: end };
    case 'last_12_months':
      // The current (partial) month plus the 11 full months before it.
      return { id, start_date: utcDate(year, month - 11, 1), end_date: end };
    case 'ytd':
      return { id, start_date: utcDate(year, 1, 1), end_date: end };
    case 'previous_year':
      return { id, start_date: utcDate(year - 1, 1, 1), end_date: utcDate(year - 1, 12, 31) };
    case 'year_before':
      return { id, start_date: utcDate(year - 2, 1, 1), end_date: utcDate(year - 2, 12, 31) };
  }
}

/**
 * "New versus old" (spec §9): the newest period against everything before it. New is
 * last_12_months (the current month and the 11 before it); old runs from ALL_TIME_START to the
 * day before new starts, so the two never overlap and together cover all time. In a time
 * comparison old is period one and new period two: the newer period is the one coloured against
 * the older, as with every other pair of periods.
 */
export function newVersusOldPeriods(today: Date): { old: Period; new: Period } {
  const newest = resolvePeriod('last_12_months', today);
  const [year, month] = newest.start_date.split('-').map(Number) as [number, number];
  return {
    // Day 0 of new's first month is the last day of the month before.
    old: { id: 'old', start_date: ALL_TIME_START, end_date: utcDate(year, month, 0) },
    new: { ...newest, id: 'new' },
  };
}

function assertInteger(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
}

/** A whole calendar month; month is 1..12. */
export function monthPeriod(year: number, month: number): PeriodOption {
  assertInteger('year', year, 1, 9999);
  assertInteger('month', month, 1, 12);
  const id = `${year}-${pad2(month)}`;
  return {
    id,
    start_date: utcDate(year, month, 1),
    // Day 0 of the next month is the last day of this one.
    end_date: utcDate(year, month + 1, 0),
    label: id,
  };
}

/** A whole calendar quarter; quarter is 1..4 (Q1 = January to March). */
export function quarterPeriod(year: number, quarter: number): PeriodOption {
  assertInteger('year', year, 1, 9999);
  assertInteger('quarter', quarter, 1, 4);
  const firstMonth = (quarter - 1) * 3 + 1;
  return {
    id: `${year}-Q${quarter}`,
    start_date: utcDate(year, firstMonth, 1),
    end_date: utcDate(year, firstMonth + 3, 0),
    label: `Q${quarter} ${year}`,
  };
}

function assertIsoDate(name: string, value: string): void {
  const [year, month, day] = value.split('-').map(Number);
  const valid =
    ISO_DATE_PATTERN.test(value) &&
    year !== undefined &&
    month !== undefined &&
    day !== undefined &&
    utcDate(year, month, day) === value; // rejects 2024-02-30, 2024-13-01, ...
  if (!valid) throw new RangeError(`${name} must be a valid 'YYYY-MM-DD' date, got '${value}'`);
}

/** A user-chosen range, both ends inclusive; rejects invalid dates and start after end. */
export function customPeriod(start: string, end: string): Period {
  assertIsoDate('start', start);
  assertIsoDate('end', end);
  if (start > end) throw new RangeError(`Period start ${start} is after its end ${end}`);
  return { id: 'custom', start_date: start, end_date: end };
}

/** Quarters from Q1 2015 up to and including the current quarter, oldest first. */
export function listQuarterOptions(today: Date): PeriodOption[] {
  const currentYear = today.getUTCFullYear();
  const currentQuarter = Math.floor(today.getUTCMonth() / 3) + 1;
  const options: PeriodOption[] = [];
  for (let year = FIRST_QUARTER_YEAR; year <= currentYear; year++) {
    const lastQuarter = year === currentYear ? currentQuarter : 4;
    for (let quarter = 1; quarter <= lastQuarter; quarter++) {
      options.push(quarterPeriod(year, quarter));
    }
  }
  return options;
}

/** Months from January 2020 up to and including the current month, oldest first. */
export function listMonthOptions(today: Date): PeriodOption[] {
  const currentYear = today.getUTCFullYear();
  const currentMonth = today.getUTCMonth() + 1;
  const options: PeriodOption[] = [];
  for (let year = FIRST_MONTH_YEAR; year <= currentYear; year++) {
    const lastMonth = year === currentYear ? currentMonth : 12;
    for (let month = 1; month <= lastMonth; month++) {
      options.push(monthPeriod(year, month));
    }
  }
  return options;
}
