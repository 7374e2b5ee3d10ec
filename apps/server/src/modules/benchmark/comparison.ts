import type { TComparisonTest, TComparisonThresholds } from '@peil/contract/benchmark';
import { significanceOfTest, welchTest, type SampleSummary } from '@peil/scoring';
import { round, type GroupScore } from './scores.js';

export type RowComparison = {
  comparable: boolean;
  avgTest: TComparisonTest | null;
  qiTest: TComparisonTest | null;
};

/**
 * Whether a row may be compared: each side has the minimum of respondents and, when the second
 * side is other organisations (`peers`), that side has answers of the minimum of organisations.
 */
export function isComparable(
  first: GroupScore,
  second: GroupScore,
  thresholds: TComparisonThresholds,
  peers: boolean,
): boolean {
  if (first.avg === null || second.avg === null) return false;
  if (first.respondents < thresholds.min_respondents || second.respondents < thresholds.min_respondents) return false;
  return !peers || second.organizations >= thresholds.min_organizations;
}

// A p-value is read on a log scale (0.0000012 matters as much as 0.012): four significant digits.
function roundP(p: number): number {
  return Number(p.toPrecision(4));
}

/** A test's result as every benchmark row sends it: rounded, with its colour at the setting's level. */
export function comparisonTestOf(
  result: { difference: number; lower: number; upper: number; p: number },
  alpha: number,
  higherIsBetter: boolean,
): TComparisonTest {
  return {
    difference: round(result.difference),
    lower: round(result.lower),
    upper: round(result.upper),
    p: roundP(result.p),
    significance: significanceOfTest(result, alpha, higherIsBetter),
  };
}

function testOf(
  first: SampleSummary | null,
  second: SampleSummary | null,
  alpha: number,
  higherIsBetter: boolean,
): TComparisonTest | null {
  if (!first || !second) return null;
  const result = welchTest(first, second);
  return result && comparisonTestOf(result, alpha, higherIsBetter);
}

/**
 * Welch's test of `first` against `second` on the average score (higher is better) and on the QI
 * score (lower is better), only for a comparable row: below a threshold there is no test.
 */
export function compareGroups(
  first: GroupScore,
  second: GroupScore,
  thresholds: TComparisonThresholds,
  peers: boolean,
): RowComparison {
  if (!isComparable(first, second, thresholds, peers)) return { comparable: false, avgTest: null, qiTest: null };
  return {
    comparable: true,
    avgTest: testOf(first.avgSample, second.avgSample, thresholds.significance_level, true),
    qiTest: testOf(first.qiSample, second.qiSample, thresholds.significance_level, false),
  };
}
