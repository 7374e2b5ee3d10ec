import { describe, it, expect } from 'vitest';
import { computeDimensionAverage, mean, sampleStandardDeviation } from './averages.js';

describe('mean', () => {
  it('averages the values', () => {
    // (4 + 3 + 3 + 2) / 4 = 12 / 4 = 3
    expect(mean([4, 3, 3, 2])).toBe(3);
    // (1 + 2) / 2 = 1.5
    expect(mean([1, 2])).toBe(1.5);
    expect(mean([0])).toBe(0);
  });

  it('returns null on an empty list', () => {
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

describe('computeDimensionAverage', () => {
  it('is the mean of the question averages, not of the pooled answers', () => {
    // question 1 answered 4, 2, 3 -> 3; question 2 answered 3, 1 -> 2; dimension (3 + 2) / 2 = 2.5
    // (the five answers pooled would give 13 / 5 = 2.6)
    expect(computeDimensionAverage([{ average: 3 }, { average: 2 }])).toBe(2.5);
    expect(computeDimensionAverage([{ average: 1.5 }])).toBe(1.5);
  });

  it('returns null without questions', () => {
    expect(computeDimensionAverage([])).toBeNull();
  });
});
