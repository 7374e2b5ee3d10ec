import { monthPeriod, quarterPeriod, type PeriodOption } from './periods.js';

export const TREND_MONTHS = 36;

export type TrendGranularity = 'month' | 'quarter';

/**
 * A point of a trend: a calendar month or quarter, clipped to the trend's window. A quarter the
 * window cuts (its first or last) is partial: its dates say which months it holds.
 */
export type TrendPeriod = PeriodOption & {
  is_partial: boolean;
  /** The calendar first day of the month or quarter, also when the window cuts it. */
  bucket_start: string;
};

export type TrendWindow = {
  /** First day of the first month, inclusive. */
  start_date: string;
  /** Last day of the last whole month before `today`'s month, inclusive. */
  end_date: string;
  periods: TrendPeriod[];
};

/**
 * The trend's window: the TREND_MONTHS whole months ending with the last whole month before
 * `today` (a calendar date as calendarDateIn gives it), cut into months or calendar quarters,
 * oldest first. The current month is left out because it is not over: its score would move.
 */
export function trendWindow(today: Date, granularity: TrendGranularity): TrendWindow {
  const year = today.getUTCFullYear();
  // Months counted from year 0, so that stepping back over a new year needs no special case.
  const lastMonth = year * 12 + today.getUTCMonth() - 1;
  const firstMonth = lastMonth - TREND_MONTHS + 1;
  const monthAt = (index: number) => monthPeriod(Math.floor(index / 12), (index % 12) + 1);
  const start_date = monthAt(firstMonth).start_date;
  const end_date = monthAt(lastMonth).end_date;
  const periods: TrendPeriod[] = [];
  for (let index = firstMonth; index <= lastMonth; index++) {
    const month = monthAt(index);
    if (granularity === 'month') {
      periods.push({ ...month, is_partial: false, bucket_start: month.start_date });
      continue;
    }
    const quarter = quarterPeriod(Math.floor(index / 12), Math.floor((index % 12) / 3) + 1);
    if (periods.at(-1)?.id === quarter.id) continue;
    const clipped = {
      ...quarter,
      start_date: quarter.start_date < start_date ? start_date : quarter.start_date,
      end_date: quarter.end_date > end_date ? end_date : quarter.end_date,
    };
    periods.push({
      ...clipped,
      is_partial: clipped.start_date !== quarter.start_date || clipped.end_date !== quarter.end_date,
      bucket_start: quarter.start_date,
    });
  }
  return { start_date, end_date, periods };
}
