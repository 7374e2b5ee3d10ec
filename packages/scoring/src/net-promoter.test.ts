import { describe, expect, it } from 'vitest';
import { netPromoterScore as scoreOfCounts } from './net-promoter.js';

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
