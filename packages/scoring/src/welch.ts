/**
 * Welch's two-sample t-test (unequal variances) and the Student t distribution it needs.
 *
 * The t distribution's tail comes from the regularized incomplete beta function:
 * P(|T| > t) = I_x(df / 2, 1 / 2) with x = df / (df + t²) (Abramowitz & Stegun 26.7.1), and
 * I_x(a, b) is evaluated by its continued fraction with the modified Lentz method (Numerical
 * Recipes §6.4), using the symmetry I_x(a, b) = 1 - I_{1-x}(b, a) where the fraction converges
 * slowly. ln Γ is Lanczos' approximation (g = 7, 9 terms), good to about 15 digits.
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) {
    // Reflection: Γ(x) Γ(1 - x) = π / sin(πx); the series below is accurate for x ≥ 0.5.
    return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  }
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const MAX_ITERATIONS = 300;
const EPSILON = 1e-15;
const TINY = 1e-300;

/** The continued fraction of I_x(a, b), modified Lentz; converges fast for x < (a + 1) / (a + b + 2). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m;
    // Even step of the fraction.
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    // Odd step.
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b), for a, b > 0 and 0 ≤ x ≤ 1. */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (!(a > 0) || !(b > 0) || Number.isNaN(x)) return Number.NaN;
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(a, b, x)) / a;
  return 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** Two-sided tail P(|T| ≥ |t|) of Student's t with `df` degrees of freedom (df > 0, not necessarily whole). */
export function studentTTwoSidedP(t: number, df: number): number {
  if (!(df > 0) || Number.isNaN(t)) return Number.NaN;
  if (!Number.isFinite(t)) return 0;
  return regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** P(T ≤ t), the cumulative distribution function of Student's t. */
export function studentTCdf(t: number, df: number): number {
  const tail = studentTTwoSidedP(t, df) / 2;
  return t >= 0 ? 1 - tail : tail;
}

/**
 * The t with P(|T| ≥ t) = `twoSidedP` (for 0.05: the 97.5 % quantile, 2.228 at df = 10). Bisection
 * on the tail, which falls monotonically in t: slower than Newton's method but it cannot diverge,
 * and 100 halvings of [0, upper] are far below the other costs of a benchmark.
 */
export function studentTQuantileTwoSided(twoSidedP: number, df: number): number {
  if (!(twoSidedP > 0 && twoSidedP < 1) || !(df > 0)) return Number.NaN;
  let upper = 2;
  while (studentTTwoSidedP(upper, df) > twoSidedP) upper *= 2;
  let lower = 0;
  for (let i = 0; i < 100 && upper - lower > 1e-12 * upper; i++) {
    const middle = (lower + upper) / 2;
    if (studentTTwoSidedP(middle, df) > twoSidedP) lower = middle;
    else upper = middle;
  }
  return (lower + upper) / 2;
}

/** One group of a test: its size, mean and sample variance (n - 1). */
export type SampleSummary = { n: number; mean: number; variance: number };

export type WelchResult = {
  /** mean of the first group - mean of the second. */
  difference: number;
  /** The 95 % (or 1 - `confidence`) interval of `difference`, from the t quantile at `df`. */
  lower: number;
  upper: number;
  t: number;
  /** Welch–Satterthwaite degrees of freedom. */
  df: number;
  /** Two-sided p-value. */
  p: number;
};

/**
 * Welch's two-sample t-test of first against second, with the interval of the difference of the
 * means. Null when a group has fewer than two values: without a variance there is no test.
 *
 * t = (m1 - m2) / √(v1/n1 + v2/n2); df = (v1/n1 + v2/n2)² / ((v1/n1)²/(n1-1) + (v2/n2)²/(n2-1)).
 * When both groups have no spread at all the standard error is 0: equal means give p = 1, unequal
 * means p = 0 (every value of one group differs from every value of the other), df = n1 + n2 - 2.
 */
export function welchTest(first: SampleSummary, second: SampleSummary, confidence = 0.95): WelchResult | null {
  if (first.n < 2 || second.n < 2) return null;
  const difference = first.mean - second.mean;
  const a = Math.max(0, first.variance) / first.n;
  const b = Math.max(0, second.variance) / second.n;
  const squaredError = a + b;
  if (squaredError === 0) {
    return {
      difference,
      lower: difference,
      upper: difference,
      t: difference === 0 ? 0 : Math.sign(difference) * Number.POSITIVE_INFINITY,
      df: first.n + second.n - 2,
      p: difference === 0 ? 1 : 0,
    };
  }
  const standardError = Math.sqrt(squaredError);
  const df = (squaredError * squaredError) / ((a * a) / (first.n - 1) + (b * b) / (second.n - 1));
  const t = difference / standardError;
  const halfWidth = studentTQuantileTwoSided(1 - confidence, df) * standardError;
  return {
    difference,
    lower: difference - halfWidth,
    upper: difference + halfWidth,
    t,
    df,
    p: studentTTwoSidedP(t, df),
  };
}

/** Group summary from the sums SQL returns: count(x), sum(x), sum(x²); as confidenceIntervalFromSums. */
export function summaryFromSums(n: number, sum: number, sumSquares: number, mean = sum / n): SampleSummary {
  const variance = n < 2 ? 0 : Math.max(0, (sumSquares - (sum * sum) / n) / (n - 1));
  return { n, mean, variance };
}
