import { describe, it, expect } from 'vitest';
import {
  calendarDateIn,
  customPeriod,
  isPeriodId,
  listMonthOptions,
  listQuarterOptions,
  monthPeriod,
  newVersusOldPeriods,
  PERIOD_IDS,
  quarterPeriod,
  resolvePeriod,
  toIsoDate,
} from './periods.js';

const today = new Date('2024-03-15T10:30:00Z');

describe('resolvePeriod', () => {
  it('all_time runs from 2000-01-01 to today', () => {
    expect(resolvePeriod('all_time', today)).toEqual({
      id: 'all_time',
      start_date: '2000-01-01',
      end_date: '2024-03-15',
    });
  });

  it('last_12_months starts on the first of the month 11 months back', () => {
    // March 2024 minus 11 months = April 2023
    expect(resolvePeriod('last_12_months', today)).toEqual({
      id: 'last_12_months',
      start_date: '2023-04-01',
      end_date: '2024-03-15',
    });
    // December 2024 minus 11 months = January 2024, same year
    expect(resolvePeriod('last_12_months', new Date('2024-12-31T00:00:00Z')).start_date).toBe('2024-01-01');
    // January 2024 minus 11 months = February 2023
    expect(resolvePeriod('last_12_months', new Date('2024-01-01T00:00:00Z')).start_date).toBe('2023-02-01');
  });

  it('ytd runs from January 1 to today', () => {
    expect(resolvePeriod('ytd', today)).toEqual({
      id: 'ytd',
      start_date: '2024-01-01',
      end_date: '2024-03-15',
    });
  });

  it('previous_year and year_before are whole calendar years', () => {
    expect(resolvePeriod('previous_year', today)).toEqual({
      id: 'previous_year',
      start_date: '2023-01-01',
      end_date: '2023-12-31',
    });
    expect(resolvePeriod('year_before', today)).toEqual({
      id: 'year_before',
      start_date: '2022-01-01',
      end_date: '2022-12-31',
    });
  });

  it('uses the UTC date of today', () => {
    // 23:30 UTC on Dec 31 is already Jan 1 in Amsterdam, but the UTC date decides.
    const newYearsEve = new Date('2023-12-31T23:30:00Z');
    expect(resolvePeriod('ytd', newYearsEve)).toEqual({
      id: 'ytd',
      start_date: '2023-01-01',
      end_date: '2023-12-31',
    });
  });

  it('resolves every id in PERIOD_IDS', () => {
    expect(PERIOD_IDS).toEqual(['all_time', 'last_12_months', 'ytd', 'previous_year', 'year_before']);
    for (const id of PERIOD_IDS) expect(resolvePeriod(id, today).id).toBe(id);
  });
});

describe('newVersusOldPeriods', () => {
  it('compares the last 12 months with everything before them', () => {
    // New: April 2023 (11 months before March 2024) up to today; old: 2000 up to 31 March 2023.
    expect(newVersusOldPeriods(today)).toEqual({
      old: { id: 'old', start_date: '2000-01-01', end_date: '2023-03-31' },
      new: { id: 'new', start_date: '2023-04-01', end_date: '2024-03-15' },
    });
  });

  it('ends old on the last day of the month before new, across a leap February', () => {
    // Today 15 January 2025: new starts 1 February 2024, so old ends 31 January 2024.
    expect(newVersusOldPeriods(new Date('2025-01-15T00:00:00Z')).old.end_date).toBe('2024-01-31');
    // Today 10 February 2025: new starts 1 March 2024, so old ends 29 February 2024.
    expect(newVersusOldPeriods(new Date('2025-02-10T00:00:00Z')).old.end_date).toBe('2024-02-29');
  });
});

describe('isPeriodId', () => {
  it('accepts only the named period ids', () => {
    expect(isPeriodId('ytd')).toBe(true);
    expect(isPeriodId('custom')).toBe(false);
    expect(isPeriodId('2024-Q1')).toBe(false);
  });
});

describe('toIsoDate', () => {
  it('formats the UTC calendar date', () => {
    expect(toIsoDate(new Date('2024-02-05T23:59:59Z'))).toBe('2024-02-05');
  });
});

describe('monthPeriod', () => {
  it('covers the whole month, including leap February', () => {
    expect(monthPeriod(2024, 2)).toEqual({
      id: '2024-02',
      start_date: '2024-02-01',
      end_date: '2024-02-29',
      label: '2024-02',
    });
    expect(monthPeriod(2023, 2).end_date).toBe('2023-02-28');
    expect(monthPeriod(2024, 12).end_date).toBe('2024-12-31');
    expect(monthPeriod(2024, 4).end_date).toBe('2024-04-30');
  });

  it('rejects invalid months', () => {
    expect(() => monthPeriod(2024, 0)).toThrow(RangeError);
    expect(() => monthPeriod(2024, 13)).toThrow(RangeError);
    expect(() => monthPeriod(2024, 1.5)).toThrow(RangeError);
  });
});

describe('quarterPeriod', () => {
  it('covers three whole months', () => {
    expect(quarterPeriod(2024, 1)).toEqual({
      id: '2024-Q1',
      start_date: '2024-01-01',
      end_date: '2024-03-31',
      label: 'Q1 2024',
    });
    expect(quarterPeriod(2024, 2)).toMatchObject({
      start_date: '2024-04-01',
      end_date: '2024-06-30',
    });
    expect(quarterPeriod(2024, 3)).toMatchObject({
      start_date: '2024-07-01',
      end_date: '2024-09-30',
    });
    expect(quarterPeriod(2024, 4)).toMatchObject({
      start_date: '2024-10-01',
      end_date: '2024-12-31',
    });
  });

  it('rejects invalid quarters', () => {
    expect(() => quarterPeriod(2024, 0)).toThrow(RangeError);
    expect(() => quarterPeriod(2024, 5)).toThrow(RangeError);
  });
});

describe('customPeriod', () => {
  it('accepts start <= end', () => {
    expect(customPeriod('2024-01-10', '2024-02-20')).toEqual({
      id: 'custom',
      start_date: '2024-01-10',
      end_date: '2024-02-20',
    });
    expect(customPeriod('2024-01-10', '2024-01-10').end_date).toBe('2024-01-10');
  });

  it('rejects start after end', () => {
    expect(() => customPeriod('2024-02-21', '2024-02-20')).toThrow(RangeError);
  });

  it('rejects malformed or impossible dates', () => {
    expect(() => customPeriod('2024-2-1', '2024-03-01')).toThrow(RangeError);
    expect(() => customPeriod('2024-02-30', '2024-03-01')).toThrow(RangeError);
    expect(() => customPeriod('2024-01-01', '2024-13-01')).toThrow(RangeError);
    expect(() => customPeriod('', '2024-03-01')).toThrow(RangeError);
  });
});

describe('listQuarterOptions', () => {
  it('lists Q1 2015 up to the current quarter', () => {
    const options = listQuarterOptions(today);
    // 2015..2023 = 9 years x 4 = 36 quarters, plus Q1 2024 = 37
    expect(options).toHaveLength(37);
    expect(options[0]?.id).toBe('2015-Q1');
    expect(options.at(-1)).toEqual(quarterPeriod(2024, 1));
  });

  it('includes the current quarter on its first day', () => {
    const options = listQuarterOptions(new Date('2024-10-01T00:00:00Z'));
    expect(options.at(-1)?.id).toBe('2024-Q4');
    expect(options).toHaveLength(40);
  });
});

describe('listMonthOptions', () => {
  it('lists January 2020 up to the current month', () => {
    const options = listMonthOptions(today);
    // 2020..2023 = 4 years x 12 = 48 months, plus Jan..Mar 2024 = 51
    expect(options).toHaveLength(51);
    expect(options[0]).toEqual(monthPeriod(2020, 1));
    expect(options.at(-1)?.id).toBe('2024-03');
  });
});

describe('calendarDateIn', () => {
  it('gives the local calendar date, so a period ends at local midnight', () => {
    // 22:30 UTC on 31 December is 23:30 in Amsterdam (winter): still the old year there.
    expect(toIsoDate(calendarDateIn(new Date('2026-12-31T22:30:00Z'), 'Europe/Amsterdam'))).toBe('2026-12-31');
    // 23:30 UTC on 31 December is already New Year in Amsterdam.
    const newYear = calendarDateIn(new Date('2026-12-31T23:30:00Z'), 'Europe/Amsterdam');
    expect(resolvePeriod('ytd', newYear)).toEqual({ id: 'ytd', start_date: '2027-01-01', end_date: '2027-01-01' });
    // 23:30 in New York on 31 March is 03:30 UTC on 1 April: still March there.
    expect(toIsoDate(calendarDateIn(new Date('2026-04-01T03:30:00Z'), 'America/New_York'))).toBe('2026-03-31');
  });

  it('follows daylight saving time in March and October', () => {
    // Amsterdam switches at 01:00 UTC on the last Sundays: 29 March and 25 October 2026.
    expect(toIsoDate(calendarDateIn(new Date('2026-03-28T23:30:00Z'), 'Europe/Amsterdam'))).toBe('2026-03-29');
    expect(toIsoDate(calendarDateIn(new Date('2026-03-29T21:30:00Z'), 'Europe/Amsterdam'))).toBe('2026-03-29');
    expect(toIsoDate(calendarDateIn(new Date('2026-03-29T22:30:00Z'), 'Europe/Amsterdam'))).toBe('2026-03-30');
    expect(toIsoDate(calendarDateIn(new Date('2026-10-24T22:30:00Z'), 'Europe/Amsterdam'))).toBe('2026-10-25');
    expect(toIsoDate(calendarDateIn(new Date('2026-10-25T22:30:00Z'), 'Europe/Amsterdam'))).toBe('2026-10-25');
    expect(toIsoDate(calendarDateIn(new Date('2026-10-25T23:30:00Z'), 'Europe/Amsterdam'))).toBe('2026-10-26');
  });
});
