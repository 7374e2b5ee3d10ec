import {
  ZAddClusterToSettingRequest,
  ZAddSurveyToClusterRequest,
  ZAllBenchmarkSettingsResponse,
  ZAllClustersResponse,
  ZBenchmarkSetting,
  ZBenchmarkSettingInput,
  ZBenchmarkSettingParams,
  ZBenchmarkSettingsOkResponse,
  ZClustersWithSurveysQuery,
  ZClustersWithSurveysResponse,
  ZCreateClusterRequest,
  ZCreateClusterResponse,
  ZRemoveSurveyFromClusterRequest,
  ZSettingClusterRequest,
  ZSettingsIdParams,
} from '../benchmark-settings.js';
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
    response: ZAllBenchmarkSettingsResponse,
  }),
  setting: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/settings/:id',
    access: superadmins,
    tags,
    params: ZBenchmarkSettingParams,
    response: ZBenchmarkSetting,
  }),
  updateSetting: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/settings/:id',
    access: superadmins,
    tags,
    params: ZBenchmarkSettingParams,
    body: ZBenchmarkSettingInput,
    response: ZBenchmarkSetting,
  }),
  createSetting: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/create_settings',
    access: superadmins,
    tags,
    body: ZBenchmarkSettingInput,
    response: ZBenchmarkSetting,
  }),
  clustersWithSurveys: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/clusters_with_surveys/:settingsId',
    access: superadmins,
    tags,
    params: ZSettingsIdParams,
    query: ZClustersWithSurveysQuery,
    response: ZClustersWithSurveysResponse,
  }),
  allClusters: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/clusters',
    access: superadmins,
    tags,
    response: ZAllClustersResponse,
  }),
  setDefaultCluster: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/set_default_cluster',
    access: superadmins,
    tags,
    body: ZSettingClusterRequest,
    response: ZBenchmarkSettingsOkResponse,
  }),
  removeClusterFromSetting: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/remove_cluster_from_settings',
    access: superadmins,
    tags,
    body: ZSettingClusterRequest,
    response: ZBenchmarkSettingsOkResponse,
  }),
  removeSurveyFromCluster: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/remove_survey_from_cluster',
    access: superadmins,
    tags,
    body: ZRemoveSurveyFromClusterRequest,
    response: ZBenchmarkSettingsOkResponse,
  }),
  addSurveyToCluster: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/add_survey_to_cluster',
    access: superadmins,
    tags,
    body: ZAddSurveyToClusterRequest,
    response: ZBenchmarkSettingsOkResponse,
  }),
  addClusterToSetting: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/add_cluster_to_setting',
    access: superadmins,
    tags,
    body: ZAddClusterToSettingRequest,
    response: ZBenchmarkSettingsOkResponse,
  }),
  createCluster: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/create_new_cluster',
    access: superadmins,
    tags,
    body: ZCreateClusterRequest,
    response: ZCreateClusterResponse,
  }),
};
