import type { TBenchmarkPeriod, TPeriod } from '@peil/contract/benchmark';
import { customPeriod, resolvePeriod } from '@peil/scoring';
import { badRequest } from '../../lib/errors.js';

/** A period as the aggregates use it: the spec's Period plus the timestamp bounds of its days. */
export type ResolvedPeriod = TPeriod & {
  /** Midnight starting start_date (inclusive). */
  from: string;
  /** Midnight after end_date (exclusive), so the whole last day counts. */
  until: string;
};

/** A named period ('ytd') resolved against today, or explicit dates checked and echoed back. */
export function resolveBenchmarkPeriod(period: TBenchmarkPeriod, today: Date): ResolvedPeriod {
  if (typeof period === 'string') {
    const resolved = resolvePeriod(period, today);
    return withBounds({ ...resolved, label: period });
  }
  let range;
  try {
    range = customPeriod(period.start_date, period.end_date);
  } catch (error) {
    throw badRequest(error instanceof RangeError ? error.message : 'Invalid period.');
  }
  const id = period.id ?? range.id;
  return withBounds({ ...range, id, label: period.label ?? id });
}

function withBounds(period: TPeriod): ResolvedPeriod {
  return { ...period, from: period.start_date, until: nextDay(period.end_date) };
}

/**
 * 'YYYY-MM-DD' of the following day, read by PostgreSQL as midnight in the session time zone;
 * 9999-12-31 gives 10000-01-01, which PostgreSQL also reads.
 */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The period fields of a response, without the internal bounds. */
export function toPeriod({ id, start_date, end_date, label }: ResolvedPeriod): TPeriod {
  return { id, start_date, end_date, label };
}
