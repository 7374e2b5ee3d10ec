import { z } from 'zod';
import { ZDbId, ZDbIdFromText } from './ids.js';
import { ZIsoDate } from './results.js';

/**
 * Benchmark comparison calls (spec dashboard-benchmark-administration §3, §7 "Benchmark" and
 * "Exports", §9). Field names are the spec's, including its mix of snake_case and camelCase.
 *
 * Scores: `*_avg_score` / `*_average_score` are average Likert scores 0..4 (higher is better);
 * `*_qi_score` / `*_QI_score` are QI scores, (5 - the question's average score) x the question's
 * importance (lower is better). A dimension's score is the mean of its questions' scores.
 * A score is null when the group has no scored answer in the row.
 *
 * CONFIDENCE INTERVALS are HALF-WIDTHS: `*_confidence_interval_*` = 1.96 x sd / sqrt(n) of the
 * score next to it, so the 95 % interval is [score - value, score + value]. Null when there are
 * fewer than two scored answers (no standard deviation, so no interval).
 *
 * THRESHOLDS (privacy and validity): a comparison needs at least the benchmark setting's minimum
 * of other organisations with answers (default 3) and of respondents per question on each side
 * (default 30). Below either, a row has `comparable: false` and carries no figure of the cluster
 * at all (null, never a number the screen merely hides): "too few to compare". The same holds for
 * a whole cluster whose organisations differ from a larger cluster of the setting by fewer than
 * the minimum (subtracting the two would reveal those few organisations).
 *
 * TESTS: `avg_test` / `qi_test` are Welch's two-sample t-test of the row's score (survey minus
 * cluster, or period two minus period one), with the 95 % interval of the difference and the
 * significance at the setting's threshold; null when the row is not comparable.
 */

// ---------------------------------------------------------------- periods

/** Named benchmark periods; the same ids as PERIOD_IDS in @peil/scoring (periods.ts). */
export const BENCHMARK_PERIOD_IDS = ['all_time', 'last_12_months', 'ytd', 'previous_year', 'year_before'] as const;
export const ZBenchmarkPeriodId = z.enum(BENCHMARK_PERIOD_IDS);
export type TBenchmarkPeriodId = z.infer<typeof ZBenchmarkPeriodId>;

/** Period entity of the spec: both dates inclusive, 'YYYY-MM-DD'. */
export const ZPeriod = z.object({
  id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  label: z.string(),
});
export type TPeriod = z.infer<typeof ZPeriod>;

/** An explicit range (a quarter, a month or custom dates); `id` and `label` are echoed back. */
export const ZPeriodRange = z
  .object({
    id: z.string().trim().max(40).optional(),
    start_date: ZIsoDate,
    end_date: ZIsoDate,
    label: z.string().trim().max(100).optional(),
  })
  .refine((period) => period.start_date <= period.end_date, {
    message: 'start_date may not be after end_date',
    path: ['end_date'],
  });
export type TPeriodRange = z.infer<typeof ZPeriodRange>;

/** A period in a request: a named period id ('ytd') or explicit dates. */
export const ZBenchmarkPeriod = z.union([ZBenchmarkPeriodId, ZPeriodRange]);
export type TBenchmarkPeriod = z.infer<typeof ZBenchmarkPeriod>;

export const ZBenchmarkLocale = z.string().trim().min(2).max(10);

export const ZSignificance = z.enum(['better', 'worse', 'same']);

/** Welch's t-test of one row: the difference, its 95 % interval, the two-sided p-value. */
export const ZComparisonTest = z.object({
  difference: z.number(),
  lower: z.number(),
  upper: z.number(),
  p: z.number(),
  /** By the sign of the difference and p below the setting's threshold; for QI scores lower is better. */
  significance: ZSignificance,
});
export type TComparisonTest = z.infer<typeof ZComparisonTest>;

/** The thresholds the comparison was made with (those of the survey's benchmark setting). */
export const ZComparisonThresholds = z.object({
  min_organizations: z.number().int(),
  min_respondents: z.number().int(),
  significance_level: z.number(),
});
export type TComparisonThresholds = z.infer<typeof ZComparisonThresholds>;

/**
 * Why a whole cluster comparison is withheld: null when it is shown (rows may still be too few),
 * 'too_few_organizations' below the minimum, 'overlapping_cluster' when a larger cluster of the
 * setting differs from this one by fewer organisations than the minimum.
 */
export const ZClusterWithheld = z.enum(['too_few_organizations', 'overlapping_cluster']).nullable();
export type TClusterWithheld = z.infer<typeof ZClusterWithheld>;

// ---------------------------------------------------------------- single survey against its cluster

/** POST /api/v1/benchmark/bar-chart-single-survey and /api/v1/benchmark/question-level. */
export const ZBenchmarkSingleSurveyRequest = z.object({
  survey_id: ZDbId,
  locale: ZBenchmarkLocale.default('en'),
  period: ZBenchmarkPeriod.default('all_time'),
});
export type TBenchmarkSingleSurveyRequest = z.input<typeof ZBenchmarkSingleSurveyRequest>;

/**
 * One dimension (bar chart) or one question (question level) of the survey against its cluster.
 * `label` is the dimension name, or the question text, in the requested locale.
 */
export const ZBenchmarkRow = z.object({
  dimension: z.string(),
  dimension_id: z.number().int(),
  label: z.string(),
  /** The question of a question-level row; null on dimension rows. */
  question_id: z.number().int().nullable(),
  survey_qi_score: z.number().nullable(),
  cluster_qi_score: z.number().nullable(),
  survey_avg_score: z.number().nullable(),
  cluster_avg_score: z.number().nullable(),
  survey_confidence_interval_qi_score: z.number().nullable(),
  cluster_confidence_interval_qi_score: z.number().nullable(),
  survey_confidence_interval_avg_score: z.number().nullable(),
  cluster_confidence_interval_avg_score: z.number().nullable(),
  /**
   * Scored answers in this row: the n of its intervals. On a question row that is one per
   * respondent; a dimension row pools the answers to its questions. cluster_n is null when the
   * row is not comparable.
   */
  survey_n: z.number().int(),
  cluster_n: z.number().int().nullable(),
  comparable: z.boolean(),
  avg_test: ZComparisonTest.nullable(),
  qi_test: ZComparisonTest.nullable(),
});
export type TBenchmarkRow = z.infer<typeof ZBenchmarkRow>;

/**
 * `data` holds the rows where the survey has scored answers in the period, in dimension (then
 * question) order; empty when it has none ('no data available'). The cluster is the default
 * cluster of the benchmark setting of the survey's client, without any survey of the survey's own
 * organisation; clusterName and cluster_id are null when the setting has no default cluster.
 * surveyN / clusterN count respondents with at least one scored answer in the period (the same
 * on the dimension and the question-level call); clusterN is null when the cluster is withheld.
 */
export const ZBenchmarkSingleSurveyResponse = z.object({
  data: z.array(ZBenchmarkRow),
  surveyName: z.string(),
  clusterName: z.string().nullable(),
  cluster_id: z.number().int().nullable(),
  clusterN: z.number().int().nullable(),
  surveyN: z.number().int(),
  period: ZPeriod,
  cluster_withheld: ZClusterWithheld,
  thresholds: ZComparisonThresholds,
});
export type TBenchmarkSingleSurveyResponse = z.infer<typeof ZBenchmarkSingleSurveyResponse>;

// ---------------------------------------------------------------- one survey in two periods

/** POST /api/v1/benchmark/time-comparison and /api/v1/benchmark/question-level-time-comparison. */
export const ZBenchmarkTimeComparisonRequest = z.object({
  survey_id: ZDbId,
  locale: ZBenchmarkLocale.default('en'),
  period_one: ZBenchmarkPeriod,
  period_two: ZBenchmarkPeriod,
});
export type TBenchmarkTimeComparisonRequest = z.input<typeof ZBenchmarkTimeComparisonRequest>;

export const ZBenchmarkTimeComparisonRow = z.object({
  dimension: z.string(),
  dimension_id: z.number().int(),
  label: z.string(),
  question_id: z.number().int().nullable(),
  period_one_qi_score: z.number().nullable(),
  period_two_qi_score: z.number().nullable(),
  period_one_avg_score: z.number().nullable(),
  period_two_avg_score: z.number().nullable(),
  period_one_confidence_interval_qi_score: z.number().nullable(),
  period_two_confidence_interval_qi_score: z.number().nullable(),
  period_one_confidence_interval_avg_score: z.number().nullable(),
  period_two_confidence_interval_avg_score: z.number().nullable(),
  /** Scored answers in the row per period, as survey_n of ZBenchmarkRow. */
  period_one_n: z.number().int(),
  period_two_n: z.number().int(),
  /** Both periods reach the minimum of respondents; the survey's own figures are shown either way. */
  comparable: z.boolean(),
  /** Period two minus period one. */
  avg_test: ZComparisonTest.nullable(),
  qi_test: ZComparisonTest.nullable(),
});
export type TBenchmarkTimeComparisonRow = z.infer<typeof ZBenchmarkTimeComparisonRow>;

/** `data` holds the rows with scored answers in either period; empty when neither has any. */
export const ZBenchmarkTimeComparisonResponse = z.object({
  data: z.array(ZBenchmarkTimeComparisonRow),
  surveyName: z.string(),
  periodOneSurveyN: z.number().int(),
  periodTwoSurveyN: z.number().int(),
  periodOne: ZPeriod,
  periodTwo: ZPeriod,
  thresholds: ZComparisonThresholds,
});
export type TBenchmarkTimeComparisonResponse = z.infer<typeof ZBenchmarkTimeComparisonResponse>;

// ---------------------------------------------------------------- radar views (all time)

/** POST /api/v1/benchmark: the survey against a cluster of the user's benchmark setting. */
export const ZRadarClusterRequest = z.object({
  surveyId: ZDbId,
  clusterId: ZDbId,
  locale: ZBenchmarkLocale.default('en'),
});
export type TRadarClusterRequest = z.input<typeof ZRadarClusterRequest>;

/**
 * `visible` is false for a dimension the survey has no scored answers in (cluster only); the
 * cluster's scores are null where the row is not comparable (the thresholds above).
 */
export const ZRadarClusterRow = z.object({
  dimension: z.string(),
  dimension_id: z.number().int(),
  visible: z.boolean(),
  comparable: z.boolean(),
  survey_average_score: z.number().nullable(),
  cluster_average_score: z.number().nullable(),
  survey_QI_score: z.number().nullable(),
  cluster_QI_score: z.number().nullable(),
});
export type TRadarClusterRow = z.infer<typeof ZRadarClusterRow>;

/** n: the survey's respondents; clusterN: the cluster's (own organisation excluded), null when withheld. */
export const ZRadarClusterResponse = z.object({
  data: z.array(ZRadarClusterRow),
  n: z.number().int(),
  clusterN: z.number().int().nullable(),
  clusterName: z.string(),
  cluster_withheld: ZClusterWithheld,
});
export type TRadarClusterResponse = z.infer<typeof ZRadarClusterResponse>;

/** POST /api/v1/benchmark_time: the survey in two periods (quarters, months or any range). */
export const ZRadarTimeRequest = z.object({
  surveyId: ZDbId,
  startPeriod: ZBenchmarkPeriod,
  endPeriod: ZBenchmarkPeriod,
  locale: ZBenchmarkLocale.default('en'),
});
export type TRadarTimeRequest = z.input<typeof ZRadarTimeRequest>;

export const ZRadarTimeRow = z.object({
  dimension_translation: z.string(),
  dimension_id: z.number().int(),
  average_score: z.number().nullable(),
  QI_score: z.number().nullable(),
  /** False when the survey has no scored answers in this dimension in this period. */
  visible: z.boolean(),
});
export type TRadarTimeRow = z.infer<typeof ZRadarTimeRow>;

/**
 * `data.first` is startPeriod, `data.second` endPeriod; both list the same dimensions in the
 * same order (every dimension with answers in either period).
 */
export const ZRadarTimeResponse = z.object({
  data: z.object({ first: z.array(ZRadarTimeRow), second: z.array(ZRadarTimeRow) }),
  firstN: z.number().int(),
  secondN: z.number().int(),
  firstPeriod: ZPeriod,
  secondPeriod: ZPeriod,
});
export type TRadarTimeResponse = z.infer<typeof ZRadarTimeResponse>;

// ---------------------------------------------------------------- clusters of the user's setting

export const ZClusterSurvey = z.object({
  survey_id: z.number().int(),
  survey_name: z.string(),
  survey_internal_name: z.string(),
});
export type TClusterSurvey = z.infer<typeof ZClusterSurvey>;

/**
 * A cluster of the user's benchmark setting. `surveys` lists only the cluster's surveys the user
 * may read (other organisations' surveys are not disclosed); `survey_count` counts them all.
 * `default_cluster_id` is the setting's default cluster (the same on every entry).
 */
export const ZClusterInSettings = z.object({
  cluster_id: z.number().int(),
  cluster_name: z.string(),
  default_cluster_id: z.number().int().nullable(),
  surveys: z.array(ZClusterSurvey),
  survey_count: z.number().int(),
});
export type TClusterInSettings = z.infer<typeof ZClusterInSettings>;

/** GET /api/v1/benchmark/clusters_in_settings; description is the setting's ('' without a setting). */
export const ZClustersInSettingsResponse = z.object({
  clusters: z.array(ZClusterInSettings),
  description: z.string(),
});
export type TClustersInSettingsResponse = z.infer<typeof ZClustersInSettingsResponse>;

// ---------------------------------------------------------------- benchmark enabled

export const ZBenchmarkEnabledParams = z.object({ clientId: ZDbIdFromText });

/** GET /api/v1/benchmark/benchmark_enabled/:clientId; 1 when enabled, as in the login response. */
export const ZBenchmarkEnabledResponse = z.object({
  benchmark_enabled: z.union([z.literal(0), z.literal(1)]),
});
export type TBenchmarkEnabledResponse = z.infer<typeof ZBenchmarkEnabledResponse>;

// ---------------------------------------------------------------- XLSX exports

/** How the trend (benchmark-trend.ts) cuts its three years; here for the export's Trend sheet. */
export const TREND_GRANULARITIES = ['month', 'quarter'] as const;
export const ZTrendGranularity = z.enum(TREND_GRANULARITIES);
export type TTrendGranularity = z.infer<typeof ZTrendGranularity>;

/** What to export: which survey, in which language, and (cluster mode) which period. */
export const ZBenchmarkClusterData = z.object({
  survey_id: ZDbId,
  locale: ZBenchmarkLocale.default('en'),
  /** Cluster mode: the period of the survey and its cluster. */
  period: ZBenchmarkPeriod.default('all_time'),
});
export type TBenchmarkClusterData = z.input<typeof ZBenchmarkClusterData>;

/**
 * POST /api/v1/excel_benchmark_average (average scores) and /api/v1/excel_benchmark_score (QI
 * scores). With PeriodOne and PeriodTwo (or, as the radar names them, StartPeriod and EndPeriod)
 * the workbook is the time comparison, saved as time_comparison_{survey}_{date}.xlsx; without
 * them it is the survey against its cluster in ClusterData.period, saved as
 * benchmark_{survey}_{cluster}_{date}.xlsx. Both workbooks hold a dimensions sheet and a
 * questions sheet; the numbers are computed by the server, never taken from the request.
 */
export const ZBenchmarkExcelRequest = z.object({
  PeriodOne: ZBenchmarkPeriod.nullish(),
  PeriodTwo: ZBenchmarkPeriod.nullish(),
  StartPeriod: ZBenchmarkPeriod.nullish(),
  EndPeriod: ZBenchmarkPeriod.nullish(),
  ClusterData: ZBenchmarkClusterData,
  /** The time comparison's Trend sheet: per quarter (default) or per month, as on the screen. */
  TrendGranularity: ZTrendGranularity.default('quarter'),
  /** The Trend sheet's cluster, as chosen beside the trend; the setting's default cluster without it. */
  TrendClusterId: ZDbId.optional(),
});
export type TBenchmarkExcelRequest = z.input<typeof ZBenchmarkExcelRequest>;

/** Error message of the 403 when the user's client has benchmarking switched off. */
export const BENCHMARK_DISABLED_MESSAGE = 'Benchmarking is not enabled for your organisation.';

// ---------------------------------------------------------------- Net Promoter Score against the cluster

/**
 * One group's Net Promoter Score on a 0–10 question: % promoters (9–10) − % detractors (0–6),
 * −100…+100, with its 95 % interval (null below two answers) and the counts behind it.
 */
export const ZNetPromoterFigures = z.object({
  score: z.number(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  n: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
});
export type TNetPromoterFigures = z.infer<typeof ZNetPromoterFigures>;

/**
 * One Net Promoter question of the survey. `survey` is null without answers in the period.
 * `cluster` is the cluster's NPS over the answers to its matching questions (the same 0–10
 * question: the same dimension or none, and the same text in a common language, flagged or not),
 * null when the row is not comparable (the thresholds above). `test` is survey minus cluster:
 * the difference with its 95 % interval (difference ± 1.96 · √(v1/n1 + v2/n2), v the variance per
 * answer) and the two-sided p of the normal distribution; better when significantly higher.
 */
export const ZBenchmarkNetPromoterRow = z.object({
  question_id: z.number().int(),
  label: z.string(),
  dimension: z.string().nullable(),
  survey: ZNetPromoterFigures.nullable(),
  cluster: ZNetPromoterFigures.nullable(),
  comparable: z.boolean(),
  test: ZComparisonTest.nullable(),
});
export type TBenchmarkNetPromoterRow = z.infer<typeof ZBenchmarkNetPromoterRow>;

/**
 * POST /api/v1/benchmark/net-promoter (body as bar-chart-single-survey): every Net Promoter
 * question of the survey against the default cluster in the period; `data` is empty when the
 * survey has none.
 */
export const ZBenchmarkNetPromoterResponse = z.object({
  data: z.array(ZBenchmarkNetPromoterRow),
  surveyName: z.string(),
  clusterName: z.string().nullable(),
  cluster_id: z.number().int().nullable(),
  period: ZPeriod,
  cluster_withheld: ZClusterWithheld,
  thresholds: ZComparisonThresholds,
});
export type TBenchmarkNetPromoterResponse = z.infer<typeof ZBenchmarkNetPromoterResponse>;
