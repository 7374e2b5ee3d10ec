/**
 * Significance of a comparison (survey against its cluster, or one period against another), from
 * Welch's two-sample t-test (welch.ts): better or worse when the two-sided p-value is below the
 * benchmark setting's threshold (default 0.05), else the same. Overlapping confidence intervals
 * are not a test: two 95 % intervals can overlap while the difference is significant at 5 %.
 */

/** A 95 % interval as the charts draw it (error bars). */
export type Interval = { lower: number; upper: number };

export type SignificanceResult = 'better' | 'worse' | 'same';

/**
 * @param test the difference (first - second) and its p-value; null when there is no test
 *   (fewer than two answers on a side, or below a benchmark threshold): then nothing is significant.
 * @param higherIsBetter true for average scores (0..4, higher = more agreement); false for QI
 *   scores, an improvement index where a LOWER score is better.
 */
export function significanceOfTest(
  test: { difference: number; p: number } | null,
  alpha: number,
  higherIsBetter: boolean,
): SignificanceResult {
  if (!test || !(test.p < alpha) || test.difference === 0) return 'same';
  return test.difference > 0 === higherIsBetter ? 'better' : 'worse';
}

export const SIGNIFICANCE_COLORS: Readonly<Record<SignificanceResult, string>> = {
  better: '#00B050',
  worse: '#C00000',
  same: '#4F81BD',
};

/** Colour of the survey's bar in charts. */
export function significanceColor(result: SignificanceResult): string {
  return SIGNIFICANCE_COLORS[result];
}

/** Colour of the cluster's (benchmark) bar next to the survey's bar. */
export const CLUSTER_BAR_COLOR = '#B9CDE5';
