import type { TPeriodRange } from '@peil/contract/benchmark';
import type { PeriodOption } from './period-options';

/** DESIGN §11: the radar compares by cluster (location), by quarter or by month. */
export type TRadarMode = 'location' | 'quarter' | 'month';

export const RADAR_MODES: readonly TRadarMode[] = ['location', 'quarter', 'month'];

/**
 * Spec §5: the time modes ask only once both periods are chosen; until then there is nothing to
 * request (null). Periods go out as their dates, with id and label echoed back.
 */
export function radarRequestPeriods(
  options: readonly PeriodOption[],
  firstId: string | null,
  secondId: string | null,
): { startPeriod: TPeriodRange; endPeriod: TPeriodRange } | null {
  const first = options.find((option) => option.id === firstId);
  const second = options.find((option) => option.id === secondId);
  if (!first || !second) return null;
  return { startPeriod: toRange(first), endPeriod: toRange(second) };
}

function toRange(option: PeriodOption): TPeriodRange {
  return { id: option.id, start_date: option.start_date, end_date: option.end_date, label: option.label };
}
