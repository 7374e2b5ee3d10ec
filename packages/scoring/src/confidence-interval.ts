/**
 * 95 % confidence interval of a mean, normal approximation: mean ± z · sd / √n with z = 1.96
 * (the two-sided 95 % quantile of the standard normal distribution), sd the sample standard
 * deviation (n - 1). The spec prescribes z = 1.96 for every n (no Student's t for small samples).
 */

export const Z_95 = 1.96;

export type ConfidenceInterval = {
  lower: number;
  upper: number;
  /** z · sd / √n; 0 when n < 2. */
  halfWidth: number;
  /**
   * True when n < 2: with a single answer there is no standard deviation, so the interval is
   * collapsed to the mean and must not be read as certainty.
   */
  insufficientData: boolean;
};

export function confidenceInterval(n: number, mean: number, sampleStandardDeviation: number): ConfidenceInterval {
  if (n < 2) return { lower: mean, upper: mean, halfWidth: 0, insufficientData: true };
  const halfWidth = (Z_95 * sampleStandardDeviation) / Math.sqrt(n);
  return { lower: mean - halfWidth, upper: mean + halfWidth, halfWidth, insufficientData: false };
}

/**
 * The same interval from the aggregates SQL returns: count(x), sum(x), sum(x * x).
 * mean = sum / n; sample variance = (sumSquares - sum² / n) / (n - 1).
 * Returns null when n = 0 (no answers, no mean).
 */
export function confidenceIntervalFromSums(n: number, sum: number, sumSquares: number): ConfidenceInterval | null {
  if (n <= 0) return null;
  const mean = sum / n;
  if (n < 2) return confidenceInterval(n, mean, 0);
  // Floating-point cancellation can push a zero variance a hair below 0; clamp before the root.
  const variance = Math.max(0, (sumSquares - (sum * sum) / n) / (n - 1));
  return confidenceInterval(n, mean, Math.sqrt(variance));
}
