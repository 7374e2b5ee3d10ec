import { describe, expect, it } from 'vitest';
import { ZRadarTimeRequest } from '@peil/contract/benchmark';
import { monthOptions, quarterOptions } from './period-options';
import { radarRequestPeriods } from './radar-mode';

const today = new Date('2026-11-22T10:00:00Z');

describe('radar time modes', () => {
  it('need both periods before anything is requested', () => {
    const quarters = quarterOptions(today);
    expect(radarRequestPeriods(quarters, null, null)).toBeNull();
    expect(radarRequestPeriods(quarters, '2026-Q1', null)).toBeNull();
    expect(radarRequestPeriods(quarters, null, '2026-Q2')).toBeNull();
    expect(radarRequestPeriods(quarters, '2026-Q1', '2030-Q1')).toBeNull();
  });

  it('send two quarters as their dates', () => {
    const periods = radarRequestPeriods(quarterOptions(today), '2026-Q1', '2026-Q3');
    expect(periods).toEqual({
      startPeriod: { id: '2026-Q1', start_date: '2026-01-01', end_date: '2026-03-31', label: 'Q1 2026' },
      endPeriod: { id: '2026-Q3', start_date: '2026-07-01', end_date: '2026-09-30', label: 'Q3 2026' },
    });
    expect(ZRadarTimeRequest.safeParse({ surveyId: 1, ...periods }).success).toBe(true);
  });

  it('send two months as their dates', () => {
    const periods = radarRequestPeriods(monthOptions(today, 'en'), '2020-01', '2026-11');
    expect(periods?.startPeriod).toEqual({
      id: '2020-01',
      start_date: '2020-01-01',
      end_date: '2020-01-31',
      label: 'January 2020',
    });
    expect(periods?.endPeriod.end_date).toBe('2026-11-30');
  });
});
