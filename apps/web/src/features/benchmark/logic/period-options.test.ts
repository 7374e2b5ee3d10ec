import { describe, expect, it } from 'vitest';
import { newVersusOldPeriods } from '@peil/scoring';
import {
  changeCustomDate,
  emptyChoice,
  isValidIsoDate,
  monthOptions,
  namedPeriods,
  newVersusOldChoices,
  quarterOptions,
  resolvePeriodChoice,
} from './period-options';

const today = new Date('2026-11-22T10:00:00Z');

describe('benchmark periods', () => {
  it('offers the five named periods of the spec', () => {
    expect(namedPeriods(today)).toEqual([
      { id: 'all_time', start_date: '2000-01-01', end_date: '2026-11-22' },
      { id: 'last_12_months', start_date: '2025-12-01', end_date: '2026-11-22' },
      { id: 'ytd', start_date: '2026-01-01', end_date: '2026-11-22' },
      { id: 'previous_year', start_date: '2025-01-01', end_date: '2025-12-31' },
      { id: 'year_before', start_date: '2024-01-01', end_date: '2024-12-31' },
    ]);
  });

  it('offers quarters from 2015 Q1 up to the current quarter, newest first', () => {
    const quarters = quarterOptions(today);
    expect(quarters[0]).toEqual({ id: '2026-Q4', start_date: '2026-10-01', end_date: '2026-12-31', label: 'Q4 2026' });
    expect(quarters.at(-1)).toEqual({
      id: '2015-Q1',
      start_date: '2015-01-01',
      end_date: '2015-03-31',
      label: 'Q1 2015',
    });
    expect(quarters).toHaveLength(11 * 4 + 4);
  });

  it('offers months from January 2020 up to the current month, newest first, named in the language', () => {
    const months = monthOptions(today, 'nl');
    expect(months[0]).toMatchObject({ id: '2026-11', start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(months[0]?.label).toBe('november 2026');
    expect(months.at(-1)).toMatchObject({ id: '2020-01', label: 'januari 2020' });
    expect(months).toHaveLength(6 * 12 + 11);
    expect(monthOptions(today, 'de')[1]?.label).toBe('Oktober 2026');
  });

  it('resolves every kind of choice to a period, or null while incomplete', () => {
    expect(resolvePeriodChoice({ kind: 'named', id: 'ytd' }, today)).toEqual({
      id: 'ytd',
      start_date: '2026-01-01',
      end_date: '2026-11-22',
    });
    expect(resolvePeriodChoice({ kind: 'quarter', id: '2024-Q2' }, today)).toMatchObject({
      start_date: '2024-04-01',
      end_date: '2024-06-30',
    });
    expect(resolvePeriodChoice({ kind: 'month', id: '2024-02' }, today)).toMatchObject({
      start_date: '2024-02-01',
      end_date: '2024-02-29',
    });
    expect(resolvePeriodChoice({ kind: 'quarter', id: null }, today)).toBeNull();
    // A quarter after the current one is not offered.
    expect(resolvePeriodChoice({ kind: 'quarter', id: '2027-Q1' }, today)).toBeNull();
    expect(resolvePeriodChoice({ kind: 'custom', start: '2024-03-01', end: '2024-03-10' }, today)).toEqual({
      id: 'custom',
      start_date: '2024-03-01',
      end_date: '2024-03-10',
    });
  });

  it('starts a custom choice from the period the user had', () => {
    expect(emptyChoice('custom', { id: 'ytd', start_date: '2026-01-01', end_date: '2026-11-22' }, today)).toEqual({
      kind: 'custom',
      start: '2026-01-01',
      end: '2026-11-22',
    });
    expect(emptyChoice('quarter', null, today)).toEqual({ kind: 'quarter', id: null });
  });
});

describe('new versus old', () => {
  it('chooses everything before the last 12 months as period one and the last 12 months as period two', () => {
    const { one, two } = newVersusOldChoices(today);
    expect(one).toEqual({ kind: 'custom', start: '2000-01-01', end: '2025-11-30' });
    expect(two).toEqual({ kind: 'named', id: 'last_12_months' });
    const periods = newVersusOldPeriods(today);
    expect(resolvePeriodChoice(one, today)).toMatchObject({
      start_date: periods.old.start_date,
      end_date: periods.old.end_date,
    });
    expect(resolvePeriodChoice(two, today)).toMatchObject({
      start_date: periods.new.start_date,
      end_date: periods.new.end_date,
    });
  });
});

describe('custom time-comparison dates', () => {
  const range = { kind: 'custom' as const, start: '2024-03-01', end: '2024-06-30' };

  it('accepts a start up to the end and an end from the start on', () => {
    expect(changeCustomDate(range, 'start', '2024-06-30')).toEqual({ ...range, start: '2024-06-30' });
    expect(changeCustomDate(range, 'end', '2024-03-01')).toEqual({ ...range, end: '2024-03-01' });
  });

  it('ignores a start after the end and an end before the start', () => {
    expect(changeCustomDate(range, 'start', '2024-07-01')).toBe(range);
    expect(changeCustomDate(range, 'end', '2024-02-29')).toBe(range);
  });

  it('ignores invalid dates', () => {
    expect(changeCustomDate(range, 'start', '2024-02-30')).toBe(range);
    expect(changeCustomDate(range, 'end', '')).toBe(range);
    expect(changeCustomDate(range, 'end', '2024-13-01')).toBe(range);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
  });
});
