/**
 * Significance against the cluster (the benchmark group), from the spec: a survey differs
 * significantly from its cluster when their 95 % confidence intervals do not overlap.
 * Intervals that only touch (survey.lower === cluster.upper) overlap and count as 'same'.
 */

export type Interval = { lower: number; upper: number };

export type SignificanceResult = 'better' | 'worse' | 'same';

/**
 * @param higherIsBetter true for average scores (0..4, higher = more agreement); false for QI
 *   scores, an improvement index where a LOWER score is better.
 */
export function compareToCluster(survey: Interval, cluster: Interval, higherIsBetter: boolean): SignificanceResult {
  const surveyIsHigher = survey.lower > cluster.upper;
  const surveyIsLower = survey.upper < cluster.lower;
  if (surveyIsHigher) return higherIsBetter ? 'better' : 'worse';
  if (surveyIsLower) return higherIsBetter ? 'worse' : 'better';
  return 'same';
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
