import { describe, expect, it } from 'vitest';
import { trendWindow } from './trend-periods.js';

describe('trendWindow', () => {
  it('holds the 36 whole months before the current month, oldest first', () => {
    const window = trendWindow(new Date('2026-11-26T00:00:00Z'), 'month');
    expect(window.start_date).toBe('2023-11-01');
    expect(window.end_date).toBe('2026-10-31');
    expect(window.periods).toHaveLength(36);
    expect(window.periods[0]).toEqual({
      id: '2023-11',
      start_date: '2023-11-01',
      end_date: '2023-11-30',
      label: '2023-11',
      is_partial: false,
      bucket_start: '2023-11-01',
    });
    expect(window.periods.at(-1)!.id).toBe('2026-10');
  });

  it('steps back over the new year in January', () => {
    const window = trendWindow(new Date('2027-01-01T00:00:00Z'), 'month');
    expect(window.start_date).toBe('2024-01-01');
    expect(window.end_date).toBe('2026-12-31');
    expect(window.periods.at(-1)!.end_date).toBe('2026-12-31');
  });

  it('cuts the window into calendar quarters, clipping the first and the last', () => {
    const window = trendWindow(new Date('2026-11-26T00:00:00Z'), 'quarter');
    expect(window.periods.map((period) => period.id)).toEqual([
      '2023-Q4',
      '2024-Q1',
      '2024-Q2',
      '2024-Q3',
      '2024-Q4',
      '2025-Q1',
      '2025-Q2',
      '2025-Q3',
      '2025-Q4',
      '2026-Q1',
      '2026-Q2',
      '2026-Q3',
      '2026-Q4',
    ]);
    expect(window.periods[0]).toMatchObject({
      start_date: '2023-11-01',
      end_date: '2023-12-31',
      is_partial: true,
      bucket_start: '2023-10-01',
    });
    expect(window.periods[1]).toMatchObject({ start_date: '2024-01-01', end_date: '2024-03-31', is_partial: false });
    expect(window.periods.at(-1)).toMatchObject({ start_date: '2026-10-01', end_date: '2026-10-31', is_partial: true });
  });

  it('has twelve whole quarters when the window starts a quarter', () => {
    const window = trendWindow(new Date('2026-10-05T00:00:00Z'), 'quarter');
    expect(window.periods).toHaveLength(12);
    expect(window.periods.every((period) => !period.is_partial)).toBe(true);
    expect(window.periods[0]!.id).toBe('2023-Q4');
    expect(window.periods.at(-1)!.id).toBe('2026-Q3');
  });
});
