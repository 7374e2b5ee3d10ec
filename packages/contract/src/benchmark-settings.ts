import { z } from 'zod';
import { ZDbId, ZDbIdFromText } from './ids.js';
import { ZStaffLocale } from './locales.js';

/**
 * Administration of benchmark settings and their clusters (spec dashboard-benchmark-administration
 * §2-§7, "Benchmark settings screen" and "Benchmark cluster screen"). Field names are the spec's,
 * including its mix of snake_case and camelCase.
 *
 * A benchmark setting groups clusters; one of them may be its default. A cluster groups surveys
 * (of any organisation) and may belong to several settings. Removing a cluster from a setting
 * keeps the cluster and its surveys. Only superadmins call these routes (spec §6).
 */

export const BENCHMARK_SETTING_LIMITS = {
  nameMaxLength: 200,
  descriptionMaxLength: 5000,
  clusterNameMaxLength: 200,
  /** One other organisation would be its own figure: a comparison needs at least two. */
  minOrganizationsMin: 2,
  minOrganizationsMax: 100,
  /** A t-test needs two answers per group. */
  minRespondentsMin: 2,
  minRespondentsMax: 100_000,
  significanceLevelMin: 0.001,
  significanceLevelMax: 0.2,
} as const;

/** Defaults of a new benchmark setting (and of a survey whose client has none). */
export const BENCHMARK_THRESHOLD_DEFAULTS = {
  min_organizations: 3,
  min_respondents: 30,
  significance_level: 0.05,
} as const;

// ---------------------------------------------------------------- settings

/** GET /api/v1/benchmark/all_benchmark_settings: every setting, by name. */
export const ZBenchmarkSettingSummary = z.object({ id: z.number().int(), name: z.string() });
export type TBenchmarkSettingSummary = z.infer<typeof ZBenchmarkSettingSummary>;
export const ZAllBenchmarkSettingsResponse = z.array(ZBenchmarkSettingSummary);

export const ZBenchmarkSettingParams = z.object({ id: ZDbIdFromText });

/**
 * GET /api/v1/benchmark/settings/:id; `default_cluster_id` is null when no default is chosen.
 * A comparison with a cluster is shown only with at least `min_organizations` other organisations
 * in it and `min_respondents` respondents per question on each side; a difference is significant
 * when Welch's t-test gives p < `significance_level`.
 */
export const ZBenchmarkSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  default_cluster_id: z.number().int().nullable(),
  min_organizations: z.number().int(),
  min_respondents: z.number().int(),
  significance_level: z.number(),
});
export type TBenchmarkSetting = z.infer<typeof ZBenchmarkSetting>;

const limits = BENCHMARK_SETTING_LIMITS;

/**
 * Spec §5: the name is required, the description optional. The thresholds are optional: left
 * out, a new setting takes the defaults and an existing one keeps its values.
 */
export const ZBenchmarkSettingInput = z.object({
  name: z.string().trim().min(1).max(limits.nameMaxLength),
  description: z.string().trim().max(limits.descriptionMaxLength).default(''),
  min_organizations: z.number().int().min(limits.minOrganizationsMin).max(limits.minOrganizationsMax).optional(),
  min_respondents: z.number().int().min(limits.minRespondentsMin).max(limits.minRespondentsMax).optional(),
  significance_level: z.number().min(limits.significanceLevelMin).max(limits.significanceLevelMax).optional(),
});
/** POST /api/v1/benchmark/settings/:id and POST /api/v1/benchmark/create_settings. */
export type TBenchmarkSettingInput = z.input<typeof ZBenchmarkSettingInput>;

// ---------------------------------------------------------------- clusters

export const ZSettingsIdParams = z.object({ settingsId: ZDbIdFromText });

/** Optional: the language of the survey names (default the user's stored language). */
export const ZClustersWithSurveysQuery = z.object({ locale: ZStaffLocale.optional() });

export const ZClusterSurveyEntry = z.object({
  survey_id: z.number().int(),
  /** The survey's title in the user's language, else its internal name. */
  survey_name: z.string(),
  survey_internal_name: z.string(),
  organization_name: z.string(),
});
export type TClusterSurveyEntry = z.infer<typeof ZClusterSurveyEntry>;

/**
 * Another cluster of the same setting whose organisations differ from this one's by fewer than
 * the setting's minimum (but not by none): subtracting one cluster's figures from the other's
 * would come close to those few organisations' figures. The benchmark shows only the larger.
 */
export const ZClusterOverlap = z.object({
  cluster_id: z.number().int(),
  cluster_name: z.string(),
  /** Organisations in one of the two clusters and not in the other. */
  differing_organizations: z.number().int(),
  /** True when this cluster is the smaller one, which the benchmark leaves out. */
  hidden_in_benchmark: z.boolean(),
});
export type TClusterOverlap = z.infer<typeof ZClusterOverlap>;

/**
 * GET /api/v1/benchmark/clusters_with_surveys/:settingsId: the setting's clusters by name, each
 * with all its surveys; `default_cluster_id` is the setting's default (the same on every entry).
 */
export const ZClusterWithSurveys = z.object({
  cluster_id: z.number().int(),
  cluster_name: z.string(),
  default_cluster_id: z.number().int().nullable(),
  surveys: z.array(ZClusterSurveyEntry),
  overlaps: z.array(ZClusterOverlap),
});
export type TClusterWithSurveys = z.infer<typeof ZClusterWithSurveys>;
export const ZClustersWithSurveysResponse = z.array(ZClusterWithSurveys);

/** GET /api/v1/benchmark/clusters: every cluster, to add an existing one to a setting. */
export const ZClusterSummary = z.object({
  cluster_id: z.number().int(),
  cluster_name: z.string(),
  description: z.string(),
  survey_count: z.number().int(),
});
export type TClusterSummary = z.infer<typeof ZClusterSummary>;
export const ZAllClustersResponse = z.array(ZClusterSummary);

/** POST set_default_cluster and remove_cluster_from_settings. */
export const ZSettingClusterRequest = z.object({ settings_id: ZDbId, cluster_id: ZDbId });
export type TSettingClusterRequest = z.infer<typeof ZSettingClusterRequest>;

/** POST remove_survey_from_cluster. */
export const ZRemoveSurveyFromClusterRequest = z.object({ survey_id: ZDbId, cluster_id: ZDbId });
export type TRemoveSurveyFromClusterRequest = z.infer<typeof ZRemoveSurveyFromClusterRequest>;

/** POST add_survey_to_cluster: the cluster must belong to the setting. */
export const ZAddSurveyToClusterRequest = z.object({ cluster_id: ZDbId, survey_id: ZDbId, settings_id: ZDbId });
export type TAddSurveyToClusterRequest = z.infer<typeof ZAddSurveyToClusterRequest>;

/** POST add_cluster_to_setting: `id` is the setting, `selectedCluster` the existing cluster. */
export const ZAddClusterToSettingRequest = z.object({ id: ZDbId, selectedCluster: ZDbId });
export type TAddClusterToSettingRequest = z.infer<typeof ZAddClusterToSettingRequest>;

/** POST create_new_cluster: spec §5, the name may not be empty; the cluster joins the setting. */
export const ZCreateClusterRequest = z.object({
  newClusterName: z.string().trim().min(1).max(BENCHMARK_SETTING_LIMITS.clusterNameMaxLength),
  settings_id: ZDbId,
});
export type TCreateClusterRequest = z.input<typeof ZCreateClusterRequest>;
export const ZCreateClusterResponse = z.object({ cluster_id: z.number().int(), cluster_name: z.string() });
export type TCreateClusterResponse = z.infer<typeof ZCreateClusterResponse>;

export const ZBenchmarkSettingsOkResponse = z.object({ ok: z.literal(true) });
