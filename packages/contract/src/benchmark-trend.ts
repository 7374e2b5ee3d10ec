import { z } from 'zod';
import { ZBenchmarkLocale, ZClusterWithheld, ZComparisonThresholds, ZPeriod, ZTrendGranularity } from './benchmark.js';
import { ZDbId } from './ids.js';

/**
 * POST /api/v1/benchmark/trend: the survey's scores per dimension per month or quarter over the
 * last 36 whole months, beside its cluster's. Scores, intervals and thresholds mean what they
 * mean in benchmark.ts; here the intervals are sent as their bounds, ready to draw as a band.
 */

export { TREND_GRANULARITIES, ZTrendGranularity, type TTrendGranularity } from './benchmark.js';

/**
 * Without cluster_id the cluster is the default cluster of the benchmark setting of the survey's
 * client, as on the benchmark screen; either way without the survey's own organisation.
 */
export const ZBenchmarkTrendRequest = z.object({
  survey_id: ZDbId,
  locale: ZBenchmarkLocale.default('en'),
  granularity: ZTrendGranularity.default('quarter'),
  cluster_id: ZDbId.optional(),
});
export type TBenchmarkTrendRequest = z.input<typeof ZBenchmarkTrendRequest>;

/**
 * A month ('2026-04', label '2026-04') or a calendar quarter ('2026-Q2', label 'Q2 2026'). The
 * window's first and last quarter can be cut by it: is_partial, with the dates of the months held.
 */
export const ZTrendPeriod = ZPeriod.extend({ is_partial: z.boolean() });
export type TTrendPeriod = z.infer<typeof ZTrendPeriod>;

/** A quarter's year and number from its period id ('2026-Q2'); null for a month ('2026-04'). */
export function quarterOfPeriod(id: string): { year: number; quarter: number } | null {
  const found = /^(\d{4})-Q([1-4])$/.exec(id);
  return found ? { year: Number(found[1]), quarter: Number(found[2]) } : null;
}

/**
 * One dimension in one period. The survey's scores are null without scored answers; *_lower and
 * *_upper are the 95 % interval (score ± 1.96 sd / √answers), null with fewer than two answers.
 * n counts the survey's respondents with a scored answer in the dimension in the period.
 *
 * The cluster's figures are all null (absent, never 0) when the cluster had no answers, or fewer
 * than the setting's minimum of respondents or of organisations in this dimension and period,
 * or when the whole cluster is withheld.
 */
export const ZTrendPoint = z.object({
  period_id: z.string(),
  avg_score: z.number().nullable(),
  avg_lower: z.number().nullable(),
  avg_upper: z.number().nullable(),
  qi_score: z.number().nullable(),
  qi_lower: z.number().nullable(),
  qi_upper: z.number().nullable(),
  n: z.number().int(),
  cluster_avg_score: z.number().nullable(),
  cluster_qi_score: z.number().nullable(),
  cluster_n: z.number().int().nullable(),
});
export type TTrendPoint = z.infer<typeof ZTrendPoint>;

/** `points` has one entry per period of the response, in the same order. */
export const ZTrendDimension = z.object({
  dimension_id: z.number().int(),
  dimension: z.string(),
  points: z.array(ZTrendPoint),
});
export type TTrendDimension = z.infer<typeof ZTrendDimension>;

/**
 * `dimensions`: those where the survey has scored answers in the window, in dimension order;
 * empty when it has none ('no data available'). clusterName and cluster_id are null without a
 * cluster; cluster_withheld says why no cluster point is shown at all.
 */
export const ZBenchmarkTrendResponse = z.object({
  surveyName: z.string(),
  granularity: ZTrendGranularity,
  clusterName: z.string().nullable(),
  cluster_id: z.number().int().nullable(),
  cluster_withheld: ZClusterWithheld,
  periods: z.array(ZTrendPeriod),
  dimensions: z.array(ZTrendDimension),
  thresholds: ZComparisonThresholds,
});
export type TBenchmarkTrendResponse = z.infer<typeof ZBenchmarkTrendResponse>;
