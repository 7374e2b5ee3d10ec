import { describe, expect, it } from 'vitest';
import {
  logGamma,
  regularizedIncompleteBeta,
  studentTCdf,
  studentTQuantileTwoSided,
  studentTTwoSidedP,
  summaryFromSums,
  welchTest,
} from './welch.js';

describe('ln Γ', () => {
  it('matches known values', () => {
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(10.3)).toBeCloseTo(13.48203678613836, 10);
    expect(logGamma(0.1)).toBeCloseTo(2.2527126517342055, 10);
  });
});

describe('regularized incomplete beta', () => {
  it('I_0.4(2, 3) = 0.5248 (a polynomial: 6x²(1/2 - 2x/3 + x²/4) · 2)', () => {
    // I_x(2, 3) = 6x² - 8x³ + 3x⁴ = 0.96 - 0.512 + 0.0768
    expect(regularizedIncompleteBeta(0.4, 2, 3)).toBeCloseTo(0.5248, 12);
  });
  it('I_x(1/2, 1/2) is the arcsine law 2/π · asin(√x)', () => {
    expect(regularizedIncompleteBeta(0.3, 0.5, 0.5)).toBeCloseTo((2 / Math.PI) * Math.asin(Math.sqrt(0.3)), 12);
  });
  it('uses the symmetric fraction near 1 and keeps the bounds', () => {
    expect(regularizedIncompleteBeta(0.9, 10, 0.5)).toBeCloseTo(0.15164090963470994, 10);
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0);
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1);
    expect(regularizedIncompleteBeta(0.5, 0, 3)).toBeNaN();
  });
});

describe('Student t distribution', () => {
  it('t = 2.0 with df = 10 has two-sided p = 0.0734', () => {
    expect(studentTTwoSidedP(2, 10)).toBeCloseTo(0.07338803477074037, 10);
    expect(studentTTwoSidedP(-2, 10)).toBeCloseTo(0.07338803477074037, 10);
  });
  it('matches the closed forms for df = 1 (Cauchy) and df = 2', () => {
    expect(studentTTwoSidedP(1, 1)).toBeCloseTo(0.5, 12);
    expect(studentTTwoSidedP(3, 1)).toBeCloseTo(1 - (2 / Math.PI) * Math.atan(3), 12);
    expect(studentTTwoSidedP(2, 2)).toBeCloseTo(1 - 2 / Math.sqrt(6), 12);
  });
  it('handles fractional df, large df and far tails', () => {
    expect(studentTTwoSidedP(3.5, 4.3)).toBeCloseTo(0.022127097432049728, 10);
    expect(studentTTwoSidedP(0.3, 120)).toBeCloseTo(0.7646962111751864, 10);
    expect(studentTTwoSidedP(8, 30) / 6.265822475700759e-9).toBeCloseTo(1, 8);
    expect(studentTTwoSidedP(0, 7)).toBe(1);
    expect(studentTTwoSidedP(Number.POSITIVE_INFINITY, 7)).toBe(0);
  });
  it('CDF is symmetric around 0', () => {
    expect(studentTCdf(0, 5)).toBeCloseTo(0.5, 12);
    expect(studentTCdf(2, 10)).toBeCloseTo(1 - 0.07338803477074037 / 2, 10);
    expect(studentTCdf(-2, 10)).toBeCloseTo(0.07338803477074037 / 2, 10);
  });
  it('97.5 % quantiles: 12.706 (df 1), 2.228 (df 10), towards 1.96', () => {
    expect(studentTQuantileTwoSided(0.05, 1)).toBeCloseTo(12.706204736174694, 8);
    expect(studentTQuantileTwoSided(0.05, 10)).toBeCloseTo(2.228138851986274, 9);
    expect(studentTQuantileTwoSided(0.05, 1e7)).toBeCloseTo(1.959964, 5);
  });
});

describe("Welch's two-sample t-test", () => {
  it('unequal sizes and variances, computed by hand', () => {
    // first 4 3 3 2 4 4: n 6, mean 10/3, variance (4/9+1/9+1/9+16/9+4/9+4/9)/5 = 2/3
    // second 2 1 3 2 2 1 0 2 3 1: n 10, mean 1.7, variance 8.1/9 = 0.9
    // se² = (2/3)/6 + 0.9/10 = 0.201111; t = 1.633333/0.448454 = 3.64214
    // df = 0.201111² / ((1/9)²/5 + 0.09²/9) = 0.0404457 / 0.0033691 = 12.0048
    const result = welchTest({ n: 6, mean: 10 / 3, variance: 2 / 3 }, { n: 10, mean: 1.7, variance: 0.9 })!;
    expect(result.difference).toBeCloseTo(1.633333, 6);
    expect(result.t).toBeCloseTo(3.642141316611116, 9);
    expect(result.df).toBeCloseTo(12.00476364968853, 9);
    expect(result.p).toBeCloseTo(0.0033726959552013405, 10);
    // difference ± t(0.975; 12.0048) · se
    expect(result.lower).toBeCloseTo(0.6562787112807066, 8);
    expect(result.upper).toBeCloseTo(2.6103879553859604, 8);
  });
  it('a small group with a small variance against a large spread group', () => {
    // se² = 0.5/10 + 1.2/25 = 0.098; t = 0.5/0.313050 = 1.59719; df = 0.098²/(0.05²/9 + 0.048²/24) = 25.694
    const result = welchTest({ n: 10, mean: 3, variance: 0.5 }, { n: 25, mean: 2.5, variance: 1.2 })!;
    expect(result.t).toBeCloseTo(1.5971914124998496, 9);
    expect(result.df).toBeCloseTo(25.6944, 3);
    expect(result.p).toBeCloseTo(0.12244999446150681, 8);
    expect(result.upper - result.difference).toBeCloseTo(2.0567215 * Math.sqrt(0.098), 5);
  });
  it('is antisymmetric in its groups', () => {
    const forward = welchTest({ n: 6, mean: 10 / 3, variance: 2 / 3 }, { n: 10, mean: 1.7, variance: 0.9 })!;
    const backward = welchTest({ n: 10, mean: 1.7, variance: 0.9 }, { n: 6, mean: 10 / 3, variance: 2 / 3 })!;
    expect(backward.t).toBeCloseTo(-forward.t, 12);
    expect(backward.p).toBeCloseTo(forward.p, 12);
    expect(backward.lower).toBeCloseTo(-forward.upper, 9);
  });
  it('needs two values per group; no spread at all gives p 1 or 0', () => {
    expect(welchTest({ n: 1, mean: 3, variance: 0 }, { n: 10, mean: 2, variance: 1 })).toBeNull();
    expect(welchTest({ n: 5, mean: 3, variance: 0 }, { n: 5, mean: 3, variance: 0 })!.p).toBe(1);
    const apart = welchTest({ n: 5, mean: 4, variance: 0 }, { n: 5, mean: 3, variance: 0 })!;
    expect(apart).toMatchObject({ p: 0, difference: 1, lower: 1, upper: 1, df: 8 });
  });
  it('summaries from SQL sums', () => {
    // 4 3 3 2 4 4: sum 20, squares 70
    expect(summaryFromSums(6, 20, 70).variance).toBeCloseTo(2 / 3, 12);
    expect(summaryFromSums(6, 20, 70).mean).toBeCloseTo(10 / 3, 12);
    expect(summaryFromSums(6, 20, 70, 3.1).mean).toBe(3.1);
    expect(summaryFromSums(1, 4, 16).variance).toBe(0);
  });
});
