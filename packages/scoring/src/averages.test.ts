import { describe, it, expect } from 'vitest';
import { averageScore, mean, sampleStandardDeviation, weightedAverage } from './averages.js';

describe('mean / averageScore', () => {
  it('averages the values', () => {
    // (4 + 3 + 3 + 2) / 4 = 12 / 4 = 3
    expect(averageScore([4, 3, 3, 2])).toBe(3);
    // (1 + 2) / 2 = 1.5
    expect(mean([1, 2])).toBe(1.5);
    expect(averageScore([0])).toBe(0);
  });

  it('returns null on an empty list', () => {
    expect(averageScore([])).toBeNull();
    expect(mean([])).toBeNull();
  });
});

describe('sampleStandardDeviation', () => {
  it('divides by n - 1', () => {
    // mean 3; squared deviations 1 + 0 + 0 + 1 = 2; 2 / 3; sqrt(2/3) = 0.816496...
    expect(sampleStandardDeviation([4, 3, 3, 2])).toBeCloseTo(0.816497, 6);
    // mean 5; squared deviations 9+1+1+1+0+0+4+16 = 32; 32 / 7 = 4.571428...; sqrt = 2.138090
    expect(sampleStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.13809, 5);
  });

  it('is 0 when all values are equal', () => {
    expect(sampleStandardDeviation([3, 3, 3])).toBe(0);
  });

  it('is null for fewer than two values', () => {
    expect(sampleStandardDeviation([])).toBeNull();
    expect(sampleStandardDeviation([4])).toBeNull();
  });
});

describe('weightedAverage', () => {
  it('is the plain mean of question averages with default weights', () => {
    // (3.5 + 2.5 + 3) / 3 = 9 / 3 = 3
    expect(weightedAverage([{ average: 3.5 }, { average: 2.5 }, { average: 3 }])).toBe(3);
  });

  it('weighs the question averages', () => {
    // (2 x 4 + 1 x 1) / (2 + 1) = 9 / 3 = 3
    expect(
      weightedAverage([
        { average: 4, weight: 2 },
        { average: 1, weight: 1 },
      ]),
    ).toBe(3);
    // (0.5 x 2 + 1.5 x 3) / 2 = (1 + 4.5) / 2 = 2.75
    expect(
      weightedAverage([
        { average: 2, weight: 0.5 },
        { average: 3, weight: 1.5 },
      ]),
    ).toBe(2.75);
  });

  it('returns null without questions or without weight', () => {
    expect(weightedAverage([])).toBeNull();
    expect(weightedAverage([{ average: 3, weight: 0 }])).toBeNull();
  });

  it('rejects negative or non-finite weights', () => {
    expect(() => weightedAverage([{ average: 3, weight: -1 }])).toThrow(RangeError);
    expect(() => weightedAverage([{ average: 3, weight: Number.NaN }])).toThrow(RangeError);
    expect(() => weightedAverage([{ average: 3, weight: Infinity }])).toThrow(RangeError);
  });
});
