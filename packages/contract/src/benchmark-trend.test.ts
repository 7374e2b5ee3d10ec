import { describe, expect, it } from 'vitest';
import { quarterOfPeriod } from './benchmark-trend.js';

describe('quarterOfPeriod', () => {
  it("reads a quarter's year and number from its id, and nothing from a month's", () => {
    expect(quarterOfPeriod('2026-Q2')).toEqual({ year: 2026, quarter: 2 });
    expect(quarterOfPeriod('2026-04')).toBeNull();
    expect(quarterOfPeriod('2026-Q5')).toBeNull();
  });
});
