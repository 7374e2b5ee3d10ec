import { describe, expect, it } from 'vitest';
import { compareGroups, isComparable } from './comparison.js';
import { NO_SCORE, type GroupScore } from './scores.js';

const thresholds = { min_organizations: 3, min_respondents: 30, significance_level: 0.05 };

function group(respondents: number, organizations: number, mean: number, variance: number): GroupScore {
  return {
    ...NO_SCORE,
    avg: mean,
    qi: 5 - mean,
    answers: respondents,
    respondents,
    organizations,
    avgSample: { n: respondents, mean, variance },
    qiSample: { n: respondents, mean: 5 - mean, variance },
  };
}

describe('comparing a row', () => {
  it('needs the minimum of respondents on both sides and of organisations among the peers', () => {
    const survey = group(30, 1, 3, 1);
    expect(isComparable(survey, group(30, 3, 2, 1), thresholds, true)).toBe(true);
    expect(isComparable(survey, group(29, 3, 2, 1), thresholds, true)).toBe(false);
    expect(isComparable(group(29, 1, 3, 1), group(30, 3, 2, 1), thresholds, true)).toBe(false);
    expect(isComparable(survey, group(30, 2, 2, 1), thresholds, true)).toBe(false);
    // Two periods of one survey: no organisations to count.
    expect(isComparable(survey, group(30, 1, 2, 1), thresholds, false)).toBe(true);
    expect(isComparable(survey, NO_SCORE, thresholds, false)).toBe(false);
  });

  it('tests the average (higher is better) and the QI score (lower is better)', () => {
    // n 30 each, means 3 and 2.5, variances 1: se² = 2/30, t = 0.5/0.2582 = 1.9365, df = 58
    // (equal sizes and variances), p = 0.05768: not significant at 0.05.
    const result = compareGroups(group(30, 1, 3, 1), group(30, 3, 2.5, 1), thresholds, true);
    expect(result.comparable).toBe(true);
    expect(result.avgTest).toMatchObject({ difference: 0.5, p: 0.05768, significance: 'same' });
    expect(result.avgTest!.upper - 0.5).toBeCloseTo(2.0017 * Math.sqrt(2 / 30), 4);
    const wider = compareGroups(
      group(30, 1, 3, 1),
      group(30, 3, 2.5, 1),
      { ...thresholds, significance_level: 0.06 },
      true,
    );
    expect(wider.avgTest!.significance).toBe('better');
    expect(wider.qiTest).toMatchObject({ difference: -0.5, significance: 'better' });
    expect(
      compareGroups(group(30, 1, 2.5, 1), group(30, 3, 3, 1), { ...thresholds, significance_level: 0.06 }, true),
    ).toMatchObject({ avgTest: { significance: 'worse' }, qiTest: { significance: 'worse' } });
  });

  it('has no test below a threshold', () => {
    expect(compareGroups(group(30, 1, 3, 1), group(30, 2, 1, 1), thresholds, true)).toEqual({
      comparable: false,
      avgTest: null,
      qiTest: null,
    });
  });
});
