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
