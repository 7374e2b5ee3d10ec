import { describe, it, expect } from 'vitest';
import {
  computeDimensionQiScore,
  computeQiScore,
  DEFAULT_IMPORTANCE,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
} from './qi-score.js';

describe('computeQiScore', () => {
  it('is (5 - average) x importance', () => {
    // (5 - 3) x 4 = 8
    expect(computeQiScore(3, 4)).toBe(8);
    // (5 - 3.5) x 2.57 = 1.5 x 2.57 = 3.855
    expect(computeQiScore(3.5, 2.57)).toBeCloseTo(3.855, 10);
    // (5 - 2.25) x 4.55 = 2.75 x 4.55 = 12.5125
    expect(computeQiScore(2.25, 4.55)).toBeCloseTo(12.5125, 10);
  });

  it('uses importance 1 by default', () => {
    expect(DEFAULT_IMPORTANCE).toBe(1);
    // (5 - 3) x 1 = 2
    expect(computeQiScore(3)).toBe(2);
  });

  it('spans the nominal range 1..20 at the scale ends', () => {
    // best answers, importance 1: (5 - 4) x 1 = 1; worst answers, importance 4: (5 - 0) x 4 = 20
    expect(computeQiScore(4, 1)).toBe(1);
    expect(computeQiScore(0, 4)).toBe(20);
  });

  it('exposes the measured importance bounds', () => {
    expect(IMPORTANCE_MIN).toBe(2.57);
    expect(IMPORTANCE_MAX).toBe(4.55);
  });
});

describe('computeDimensionQiScore', () => {
  it('is the mean of the question QI scores', () => {
    // (5 - 3) x 4 = 8 and (5 - 4) x 2 = 2; mean (8 + 2) / 2 = 5
    expect(
      computeDimensionQiScore([
        { average: 3, importance: 4 },
        { average: 4, importance: 2 },
      ]),
    ).toBe(5);
  });

  it('defaults a missing importance to 1', () => {
    // (5 - 2) x 1 = 3 and (5 - 3) x 3 = 6; mean 4.5
    expect(computeDimensionQiScore([{ average: 2 }, { average: 3, importance: 3 }])).toBe(4.5);
  });

  it('returns null without questions', () => {
    expect(computeDimensionQiScore([])).toBeNull();
  });
});
