import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, monthPositions, rangeToRequestDates } from './date-range';

describe('date range', () => {
  it('turns slider positions into the request dates', () => {
    expect(rangeToRequestDates('2024-01-30', [0, 3])).toEqual({ fromDate: '2024-01-30', toDate: '2024-02-02' });
    expect(rangeToRequestDates('2024-02-27', [2, 2])).toEqual({ fromDate: '2024-02-29', toDate: '2024-02-29' });
    expect(rangeToRequestDates('2024-01-01', [5, 1])).toEqual({ fromDate: '2024-01-02', toDate: '2024-01-06' });
  });

  it('counts days across month and year ends', () => {
    expect(daysBetween('2023-12-31', '2024-03-01')).toBe(61);
    expect(daysBetween('2024-03-01', '2024-01-01')).toBe(0);
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
  });

  it('moves by month: the start, every first of the month, and today', () => {
    const positions = monthPositions('2024-01-15', '2024-04-10');
    expect(positions.map((position) => addDays('2024-01-15', position))).toEqual([
      '2024-01-15',
      '2024-02-01',
      '2024-03-01',
      '2024-04-01',
      '2024-04-10',
    ]);
    expect(monthPositions('2024-04-10', '2024-04-10')).toEqual([0]);
  });
});
