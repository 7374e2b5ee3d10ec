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
} as const;

// ---------------------------------------------------------------- settings

/** GET /api/v1/benchmark/all_benchmark_settings: every setting, by name. */
export const ZBenchmarkSettingSummary = z.object({ id: z.number().int(), name: z.string() });
export type TBenchmarkSettingSummary = z.infer<typeof ZBenchmarkSettingSummary>;
export const ZAllBenchmarkSettingsResponse = z.array(ZBenchmarkSettingSummary);

export const ZBenchmarkSettingParams = z.object({ id: ZDbIdFromText });

/** GET /api/v1/benchmark/settings/:id; `default_cluster_id` is null when no default is chosen. */
export const ZBenchmarkSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  default_cluster_id: z.number().int().nullable(),
});
export type TBenchmarkSetting = z.infer<typeof ZBenchmarkSetting>;

/** Spec §5: the name is required, the description optional. */
export const ZBenchmarkSettingInput = z.object({
  name: z.string().trim().min(1).max(BENCHMARK_SETTING_LIMITS.nameMaxLength),
  description: z.string().trim().max(BENCHMARK_SETTING_LIMITS.descriptionMaxLength).default(''),
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
 * GET /api/v1/benchmark/clusters_with_surveys/:settingsId: the setting's clusters by name, each
 * with all its surveys; `default_cluster_id` is the setting's default (the same on every entry).
 */
export const ZClusterWithSurveys = z.object({
  cluster_id: z.number().int(),
  cluster_name: z.string(),
  default_cluster_id: z.number().int().nullable(),
  surveys: z.array(ZClusterSurveyEntry),
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
