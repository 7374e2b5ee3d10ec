import { describe, expect, it } from 'vitest';
import { compareNetPromoterScores, netPromoterScore as scoreOfCounts, normalTwoSidedP } from './net-promoter.js';

/** One answer per value, as [value, 1] pairs. */
const netPromoterScore = (values: number[]) => scoreOfCounts(values.map((value) => [value, 1] as const));

describe('netPromoterScore', () => {
  it('is % promoters minus % detractors with its 95 % interval, computed by hand', () => {
    // 10 answers: promoters 9, 10, 10, 9 (4); passives 7, 8 (2); detractors 0, 6, 5, 3 (4).
    const result = netPromoterScore([9, 10, 10, 9, 7, 8, 0, 6, 5, 3])!;
    expect(result).toMatchObject({ n: 10, promoters: 4, passives: 2, detractors: 4, score: 0 });
    // p = d = 0.4: variance 0.8 per answer; half width 100 × 1.96 × √(0.8 / 10) = 55.437…
    expect(result.lower).toBeCloseTo(-55.437, 3);
    expect(result.upper).toBeCloseTo(55.437, 3);
  });

  it('handles unequal shares: 6 promoters, 3 passives, 1 detractor', () => {
    const result = netPromoterScore([10, 10, 9, 9, 9, 10, 8, 7, 8, 2])!;
    expect(result.score).toBeCloseTo(50, 10);
    // p = 0.6, d = 0.1: variance 0.7 − 0.25 = 0.45; half width 100 × 1.96 × √0.045 = 41.578…
    expect(result.lower).toBeCloseTo(8.422, 3);
    expect(result.upper).toBeCloseTo(91.578, 3);
  });

  it('keeps the interval within −100 and +100, and gives none for one answer or none', () => {
    const allPromoters = netPromoterScore([10, 9, 10])!;
    expect(allPromoters).toMatchObject({ score: 100, lower: 100, upper: 100 });
    const nearlyAll = netPromoterScore([10, 10, 10, 10, 0])!;
    expect(nearlyAll.score).toBeCloseTo(60, 10);
    expect(nearlyAll.upper).toBe(100);
    expect(netPromoterScore([8])).toEqual({
      n: 1,
      promoters: 0,
      passives: 1,
      detractors: 0,
      score: 0,
      lower: null,
      upper: null,
    });
    expect(netPromoterScore([])).toBeNull();
  });

  it('takes counts per value as an aggregate gives them', () => {
    // 40 promoters (value 10), 20 passives (8), 40 detractors (3): the first case, ten times over.
    const result = scoreOfCounts([
      [10, 40],
      [8, 20],
      [3, 40],
    ])!;
    expect(result).toMatchObject({ n: 100, promoters: 40, passives: 20, detractors: 40, score: 0 });
    // Ten times the answers: the half width shrinks by √10, to 17.531…
    expect(result.upper).toBeCloseTo(17.531, 3);
  });
});

describe('normalTwoSidedP', () => {
  it('gives the tails of the normal distribution', () => {
    expect(normalTwoSidedP(0)).toBeCloseTo(1, 6);
    expect(normalTwoSidedP(1.959964)).toBeCloseTo(0.05, 6);
    expect(normalTwoSidedP(-2.575829)).toBeCloseTo(0.01, 6);
    expect(normalTwoSidedP(1)).toBeCloseTo(0.3173105, 6);
  });
});

describe('compareNetPromoterScores', () => {
  it('tests the difference with the per-answer variances, computed by hand', () => {
    // Survey: 1 promoter, 2 passives, 2 detractors: NPS −20, variance 0.2 + 0.4 − 0.04 = 0.56.
    const survey = netPromoterScore([10, 7, 8, 3, 5])!;
    // Cluster: 16 promoters, 4 passives: NPS 80, variance 0.8 − 0.64 = 0.16.
    const cluster = netPromoterScore([...Array<number>(16).fill(9), 7, 8, 7, 8])!;
    const result = compareNetPromoterScores(survey, cluster)!;
    // se = 100 × √(0.56/5 + 0.16/20) = 100 × √0.12 = 34.641; z = −100 / 34.641 = −2.88675.
    expect(result.difference).toBeCloseTo(-100, 10);
    expect(result.z).toBeCloseTo(-2.88675, 5);
    expect(result.lower).toBeCloseTo(-167.896, 3);
    expect(result.upper).toBeCloseTo(-32.104, 3);
    expect(result.p).toBeCloseTo(0.0038924, 6);
  });

  it('is symmetric and has no test below two answers a side', () => {
    const a = netPromoterScore([10, 9, 0, 8])!;
    const b = netPromoterScore([10, 3, 2])!;
    const ab = compareNetPromoterScores(a, b)!;
    const ba = compareNetPromoterScores(b, a)!;
    expect(ba.difference).toBeCloseTo(-ab.difference, 10);
    expect(ba.p).toBeCloseTo(ab.p, 12);
    expect(compareNetPromoterScores(a, netPromoterScore([10])!)).toBeNull();
  });

  it('without any spread: equal scores p = 1, unequal p = 0', () => {
    const promoters = netPromoterScore([10, 9, 10])!;
    const detractors = netPromoterScore([1, 2])!;
    expect(compareNetPromoterScores(promoters, netPromoterScore([9, 9])!)).toMatchObject({ difference: 0, p: 1 });
    expect(compareNetPromoterScores(promoters, detractors)).toMatchObject({ difference: 200, lower: 200, p: 0 });
  });
});
