import { ROLE } from '../domain/index.js';
import { defineEndpoint } from './define-endpoint.js';

// Spec §6: role 1 alone edits benchmark settings. Settings and clusters belong to no
// organisation; they serve every client whose benchmark uses them.
const superadmins = { minRole: ROLE.superadmin } as const;
const tags = ['benchmark settings'];

export const benchmarkSettingsEndpoints = {
  allSettings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/all_benchmark_settings',
    access: superadmins,
    tags,
    response: 'benchmark-settings.ZAllBenchmarkSettingsResponse',
  }),
  setting: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/settings/:id',
    access: superadmins,
    tags,
    params: 'benchmark-settings.ZBenchmarkSettingParams',
    response: 'benchmark-settings.ZBenchmarkSetting',
  }),
  updateSetting: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/settings/:id',
    access: superadmins,
    tags,
    params: 'benchmark-settings.ZBenchmarkSettingParams',
    body: 'benchmark-settings.ZBenchmarkSettingInput',
    response: 'benchmark-settings.ZBenchmarkSetting',
  }),
  createSetting: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/create_settings',
    access: superadmins,
    tags,
    body: 'benchmark-settings.ZBenchmarkSettingInput',
    response: 'benchmark-settings.ZBenchmarkSetting',
  }),
  clustersWithSurveys: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/clusters_with_surveys/:settingsId',
    access: superadmins,
    tags,
    params: 'benchmark-settings.ZSettingsIdParams',
    query: 'benchmark-settings.ZClustersWithSurveysQuery',
    response: 'benchmark-settings.ZClustersWithSurveysResponse',
  }),
  allClusters: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/clusters',
    access: superadmins,
    tags,
    response: 'benchmark-settings.ZAllClustersResponse',
  }),
  setDefaultCluster: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/set_default_cluster',
    access: superadmins,
    tags,
    body: 'benchmark-settings.ZSettingClusterRequest',
    response: 'benchmark-settings.ZBenchmarkSettingsOkResponse',
  }),
  removeClusterFromSetting: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/remove_cluster_from_settings',
    access: superadmins,
    tags,
    body: 'benchmark-settings.ZSettingClusterRequest',
    response: 'benchmark-settings.ZBenchmarkSettingsOkResponse',
  }),
  removeSurveyFromCluster: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/remove_survey_from_cluster',
    access: superadmins,
    tags,
    body: 'benchmark-settings.ZRemoveSurveyFromClusterRequest',
    response: 'benchmark-settings.ZBenchmarkSettingsOkResponse',
  }),
  addSurveyToCluster: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/add_survey_to_cluster',
    access: superadmins,
    scope: { check: 'survey:read', id: 'body.survey_id' },
    tags,
    body: 'benchmark-settings.ZAddSurveyToClusterRequest',
    response: 'benchmark-settings.ZBenchmarkSettingsOkResponse',
  }),
  addClusterToSetting: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/add_cluster_to_setting',
    access: superadmins,
    tags,
    body: 'benchmark-settings.ZAddClusterToSettingRequest',
    response: 'benchmark-settings.ZBenchmarkSettingsOkResponse',
  }),
  createCluster: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/create_new_cluster',
    access: superadmins,
    tags,
    body: 'benchmark-settings.ZCreateClusterRequest',
    response: 'benchmark-settings.ZCreateClusterResponse',
  }),
} as const;
