const DAY_MS = 24 * 60 * 60 * 1000;

export type TRangeMode = 'day' | 'month';
/** Positions on the slider: days after the survey start. */
export type TDayRange = [number, number];

function toUtc(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

export function todayIsoDate(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtc(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`; 0 when `to` is not after `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((toUtc(to) - toUtc(from)) / DAY_MS));
}

/**
 * The positions the thumbs may take when moving by month: the start, the first day of every
 * later month, and today.
 */
export function monthPositions(start: string, today: string): number[] {
  const last = daysBetween(start, today);
  const positions = [0];
  const cursor = new Date(toUtc(start));
  cursor.setUTCDate(1);
  for (;;) {
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    const position = daysBetween(start, cursor.toISOString().slice(0, 10));
    if (position >= last) break;
    positions.push(position);
  }
  if (last > 0) positions.push(last);
  return positions;
}

/** The dates a results request carries for a slider range; the server counts the end day in full. */
export function rangeToRequestDates(start: string, range: TDayRange): { fromDate: string; toDate: string } {
  const [from, to] = range[0] <= range[1] ? range : [range[1], range[0]];
  return { fromDate: addDays(start, from), toDate: addDays(start, to) };
}
