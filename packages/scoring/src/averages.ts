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

/** Average score of a set of answers (0..4 Likert scores); null on an empty set. */
export function averageScore(scores: readonly number[]): number | null {
  return mean(scores);
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

export type WeightedQuestionAverage = {
  /** Average score of one question. */
  average: number;
  /** Weight of the question; a question's default weight is 1. */
  weight?: number;
};

/**
 * Weighted average of per-question averages: sum(weight x average) / sum(weight).
 * With every weight at its default of 1 this is the plain mean of the question averages, so
 * every question counts equally however many respondents answered it.
 * Returns null when there are no questions or all weights are 0.
 */
export function weightedAverage(questions: readonly WeightedQuestionAverage[]): number | null {
  let weightedSum = 0;
  let totalWeight = 0;
  for (const question of questions) {
    const weight = question.weight ?? 1;
    if (!(weight >= 0) || !Number.isFinite(weight)) {
      throw new RangeError(`Question weight must be a finite number >= 0, got ${weight}`);
    }
    weightedSum += weight * question.average;
    totalWeight += weight;
  }
  if (totalWeight === 0) return null;
  return weightedSum / totalWeight;
}
