import { describe, expect, it } from 'vitest';
import { timeWindowMs } from './time-window.js';

describe('timeWindowMs', () => {
  it('reads the windows the contract writes', () => {
    expect(timeWindowMs('1 minute')).toBe(60_000);
    expect(timeWindowMs('15 minutes')).toBe(900_000);
    expect(timeWindowMs('1 hour')).toBe(3_600_000);
    expect(timeWindowMs('30 seconds')).toBe(30_000);
  });

  it('refuses a text it cannot read', () => {
    expect(() => timeWindowMs('a minute')).toThrow("'a minute' is not a time window");
    expect(() => timeWindowMs('1 day')).toThrow();
  });
});
