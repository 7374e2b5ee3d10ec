/**
 * Plain descriptive statistics for answer scores. Inputs are already-scored answers
 * ("not applicable" answers are excluded by the caller before they get here).
 */

/** Arithmetic mean; null when there are no values (no answers means no score, not 0). */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/**
 * Sample standard deviation, dividing by n - 1 (Bessel's correction), because the respondents
 * are a sample of all patients. Undefined for fewer than two values, returned as null.
 */
export function sampleStandardDeviation(values: readonly number[]): number | null {
  const n = values.length;
  const average = mean(values);
  if (average === null || n < 2) return null;
  let squaredDeviations = 0;
  for (const value of values) squaredDeviations += (value - average) ** 2;
  return Math.sqrt(squaredDeviations / (n - 1));
}

/**
 * Average score of a dimension (0..4): the unweighted mean of its questions' average scores, so
 * every question counts once however many respondents answered it. Null without questions.
 */
export function computeDimensionAverage(questions: readonly { average: number }[]): number | null {
  return mean(questions.map((question) => question.average));
}
