import { Z_95 } from './confidence-interval.js';

/** Answers 9 and 10 of the 0–10 "would you recommend" scale. */
export const PROMOTER_MIN = 9;
/** Answers 0 to 6. */
export const DETRACTOR_MAX = 6;

export type NetPromoterScore = {
  /** Respondents who answered the question. */
  n: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** % promoters − % detractors, from −100 to +100. */
  score: number;
  /** The 95 % interval of the score, clipped to −100…+100; null with fewer than two answers. */
  lower: number | null;
  upper: number | null;
};

/**
 * The Net Promoter Score of the answers to a 0–10 question, with its 95 % interval. Each answer
 * is +1 (promoter), 0 (passive) or −1 (detractor), so the score is 100 × their mean and its
 * variance per answer is p + d − (p − d)², p and d the shares of promoters and detractors
 * (the usual normal approximation). Takes [value, number of answers] pairs, as an aggregate
 * gives them. Null when nobody answered.
 */
export function netPromoterScore(counts: Iterable<readonly [value: number, count: number]>): NetPromoterScore | null {
  let n = 0;
  let promoters = 0;
  let detractors = 0;
  for (const [value, count] of counts) {
    n += count;
    if (value >= PROMOTER_MIN) promoters += count;
    else if (value <= DETRACTOR_MAX) detractors += count;
  }
  if (n === 0) return null;
  const p = promoters / n;
  const d = detractors / n;
  const score = 100 * (p - d);
  const result = { n, promoters, passives: n - promoters - detractors, detractors, score };
  if (n < 2) return { ...result, lower: null, upper: null };
  const halfWidth = 100 * Z_95 * Math.sqrt((p + d - (p - d) ** 2) / n);
  return { ...result, lower: Math.max(-100, score - halfWidth), upper: Math.min(100, score + halfWidth) };
}

/**
 * erfc(x) for x ≥ 0 by the Chebyshev fit of Numerical Recipes (§6.2, erfcc): fractional error
 * below 1.2e-7 everywhere, far below the four significant digits a p-value is shown with.
 */
const ERFC_COEFFICIENTS = [
  -1.26551223, 1.00002368, 0.37409196, 0.09678418, -0.18628806, 0.27886807, -1.13520398, 1.48851587, -0.82215223,
  0.17087277,
];

function complementaryErrorFunction(x: number): number {
  const t = 1 / (1 + 0.5 * x);
  let polynomial = 0;
  for (let i = ERFC_COEFFICIENTS.length - 1; i >= 0; i--) polynomial = ERFC_COEFFICIENTS[i]! + t * polynomial;
  return t * Math.exp(-x * x + polynomial);
}

/** Two-sided tail P(|Z| ≥ |z|) of the standard normal distribution. */
export function normalTwoSidedP(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  return complementaryErrorFunction(Math.abs(z) / Math.SQRT2);
}

export type NetPromoterDifference = {
  /** first − second, in NPS points. */
  difference: number;
  /** difference ± 1.96 × its standard error. */
  lower: number;
  upper: number;
  z: number;
  /** Two-sided, from the normal distribution. */
  p: number;
};

/** Variance of one answer scored +1 / 0 / −1, in (NPS points / 100)². */
function answerVariance(score: NetPromoterScore): number {
  const p = score.promoters / score.n;
  const d = score.detractors / score.n;
  return p + d - (p - d) ** 2;
}

/**
 * The two-sample test of two Net Promoter Scores from independent groups: the difference with
 * its 95 % interval, difference ± 1.96 · 100 · √(v1/n1 + v2/n2) with each group's variance per
 * answer as in `netPromoterScore`, and z = difference / standard error against the normal
 * distribution. Null when a group has fewer than two answers (it has no interval either). When
 * neither group has any spread, equal scores give p = 1 and unequal ones p = 0, as welchTest does.
 */
export function compareNetPromoterScores(
  first: NetPromoterScore,
  second: NetPromoterScore,
): NetPromoterDifference | null {
  if (first.n < 2 || second.n < 2) return null;
  const difference = first.score - second.score;
  const standardError = 100 * Math.sqrt(answerVariance(first) / first.n + answerVariance(second) / second.n);
  if (standardError === 0) {
    return {
      difference,
      lower: difference,
      upper: difference,
      z: difference === 0 ? 0 : Math.sign(difference) * Number.POSITIVE_INFINITY,
      p: difference === 0 ? 1 : 0,
    };
  }
  const z = difference / standardError;
  const halfWidth = Z_95 * standardError;
  return { difference, lower: difference - halfWidth, upper: difference + halfWidth, z, p: normalTwoSidedP(z) };
}
