import { describe, expect, it } from 'vitest';
import { resolveBenchmarkPeriod } from './benchmark-periods.js';

const today = new Date('2026-11-22T08:00:00Z');

describe('resolveBenchmarkPeriod', () => {
  it('resolves named periods against today, with the day after the end as exclusive bound', () => {
    expect(resolveBenchmarkPeriod('last_12_months', today)).toEqual({
      id: 'last_12_months',
      label: 'last_12_months',
      start_date: '2025-12-01',
      end_date: '2026-11-22',
      from: '2025-12-01',
      until: '2026-11-23',
    });
    expect(resolveBenchmarkPeriod('year_before', today)).toMatchObject({
      start_date: '2024-01-01',
      end_date: '2024-12-31',
      until: '2025-01-01',
    });
  });

  it('keeps the id and label of explicit dates and reaches the end of 9999', () => {
    expect(
      resolveBenchmarkPeriod(
        { id: '2024-Q1', label: 'Q1 2024', start_date: '2024-01-01', end_date: '2024-03-31' },
        today,
      ),
    ).toEqual({
      id: '2024-Q1',
      label: 'Q1 2024',
      start_date: '2024-01-01',
      end_date: '2024-03-31',
      from: '2024-01-01',
      until: '2024-04-01',
    });
    expect(resolveBenchmarkPeriod({ start_date: '2024-01-01', end_date: '9999-12-31' }, today)).toMatchObject({
      id: 'custom',
      label: 'custom',
      until: '10000-01-01',
    });
  });

  it('refuses a start after the end with 400', () => {
    expect(() => resolveBenchmarkPeriod({ start_date: '2024-02-01', end_date: '2024-01-01' }, today)).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});
