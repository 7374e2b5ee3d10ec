import { describe, it, expect } from 'vitest';
import { confidenceInterval, confidenceIntervalFromSums, Z_95 } from './confidence-interval.js';

describe('confidenceInterval', () => {
  it('is mean ± 1.96 · sd / √n', () => {
    expect(Z_95).toBe(1.96);
    // n = 16, sd = 2: half-width 1.96 x 2 / 4 = 0.98; 3 ± 0.98 = [2.02, 3.98]
    const ci = confidenceInterval(16, 3, 2);
    expect(ci.halfWidth).toBeCloseTo(0.98, 10);
    expect(ci.lower).toBeCloseTo(2.02, 10);
    expect(ci.upper).toBeCloseTo(3.98, 10);
    expect(ci.insufficientData).toBe(false);
  });

  it('collapses to the mean and flags it for n < 2', () => {
    expect(confidenceInterval(1, 3.5, 0)).toEqual({
      lower: 3.5,
      upper: 3.5,
      halfWidth: 0,
      insufficientData: true,
    });
    expect(confidenceInterval(0, 2, 1).insufficientData).toBe(true);
  });
});

describe('confidenceIntervalFromSums', () => {
  it('matches the interval from mean and standard deviation', () => {
    // answers 4, 3, 3, 2: n = 4, sum = 12, sum of squares 16 + 9 + 9 + 4 = 38
    // variance (38 - 144 / 4) / 3 = 2 / 3; sd = 0.816497; half-width 1.96 x 0.816497 / 2 = 0.800167
    const ci = confidenceIntervalFromSums(4, 12, 38);
    expect(ci).not.toBeNull();
    expect(ci?.halfWidth).toBeCloseTo(0.800167, 6);
    expect(ci?.lower).toBeCloseTo(2.199833, 6);
    expect(ci?.upper).toBeCloseTo(3.800167, 6);
    expect(ci?.insufficientData).toBe(false);
  });

  it('gives a zero-width interval when all answers are equal', () => {
    // answers 3, 3, 3: sum 9, squares 27; variance (27 - 81 / 3) / 2 = 0
    expect(confidenceIntervalFromSums(3, 9, 27)).toEqual({
      lower: 3,
      upper: 3,
      halfWidth: 0,
      insufficientData: false,
    });
  });

  it('clamps a rounding-negative variance to 0', () => {
    // five values of 0.3: in floating point sumSquares - sum² / n comes out at about -5.6e-17,
    // whose square root would be NaN without the clamp
    const values = Array.from({ length: 5 }, () => 0.3);
    const sum = values.reduce((a, b) => a + b, 0);
    const sumSquares = values.reduce((a, b) => a + b * b, 0);
    expect(sumSquares - (sum * sum) / 5).toBeLessThan(0);
    const ci = confidenceIntervalFromSums(5, sum, sumSquares);
    expect(ci?.halfWidth).toBe(0);
  });

  it('flags a single answer and returns null without answers', () => {
    expect(confidenceIntervalFromSums(1, 4, 16)).toEqual({
      lower: 4,
      upper: 4,
      halfWidth: 0,
      insufficientData: true,
    });
    expect(confidenceIntervalFromSums(0, 0, 0)).toBeNull();
  });
});
