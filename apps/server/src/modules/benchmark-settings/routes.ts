import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@peil/contract/benchmark-settings';
import type { Database } from '../../db/database.js';
import { requireUser } from '../auth/authorization.js';
import { requireReadableSurvey } from '../auth/policies/survey.js';
import {
  addClusterToSetting,
  addSurveyToCluster,
  createCluster,
  removeClusterFromSetting,
  removeSurveyFromCluster,
  setDefaultCluster,
} from './cluster-membership.js';
import { findClustersWithSurveys, listClusters } from './cluster-queries.js';
import {
  createBenchmarkSetting,
  findBenchmarkSetting,
  listBenchmarkSettings,
  updateBenchmarkSetting,
} from './setting-queries.js';
import { ROLE } from '@peil/contract/domain';

// Spec §6: role 1 alone edits benchmark settings. Settings and clusters belong to no
// organisation; they serve every client whose benchmark uses them.
const superadmins = { access: { minRole: ROLE.superadmin } };
const tags = ['benchmark settings'];
const ok = { ok: true as const };

export const benchmarkSettingsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/benchmark/all_benchmark_settings',
      { config: superadmins, schema: { tags, response: { 200: ZAllBenchmarkSettingsResponse } } },
      async () => listBenchmarkSettings(database),
    );

    app.get(
      '/api/v1/benchmark/settings/:id',
      { config: superadmins, schema: { tags, params: ZBenchmarkSettingParams, response: { 200: ZBenchmarkSetting } } },
      async (request) => findBenchmarkSetting(database.db, request.params.id),
    );

    app.post(
      '/api/v1/benchmark/settings/:id',
      {
        config: superadmins,
        schema: {
          tags,
          params: ZBenchmarkSettingParams,
          body: ZBenchmarkSettingInput,
          response: { 200: ZBenchmarkSetting },
        },
      },
      async (request) => updateBenchmarkSetting(database, request.params.id, request.body),
    );

    app.post(
      '/api/v1/benchmark/create_settings',
      { config: superadmins, schema: { tags, body: ZBenchmarkSettingInput, response: { 200: ZBenchmarkSetting } } },
      async (request) => createBenchmarkSetting(database, request.body),
    );

    app.get(
      '/api/v1/benchmark/clusters_with_surveys/:settingsId',
      {
        config: superadmins,
        schema: {
          tags,
          params: ZSettingsIdParams,
          querystring: ZClustersWithSurveysQuery,
          response: { 200: ZClustersWithSurveysResponse },
        },
      },
      async (request) =>
        findClustersWithSurveys(
          database,
          request.params.settingsId,
          request.query.locale ?? requireUser(request).locale,
        ),
    );

    app.get(
      '/api/v1/benchmark/clusters',
      { config: superadmins, schema: { tags, response: { 200: ZAllClustersResponse } } },
      async () => listClusters(database),
    );

    app.post(
      '/api/v1/benchmark/set_default_cluster',
      {
        config: superadmins,
        schema: { tags, body: ZSettingClusterRequest, response: { 200: ZBenchmarkSettingsOkResponse } },
      },
      async (request) => {
        await setDefaultCluster(database, request.body.settings_id, request.body.cluster_id);
        return ok;
      },
    );

    app.post(
      '/api/v1/benchmark/remove_cluster_from_settings',
      {
        config: superadmins,
        schema: { tags, body: ZSettingClusterRequest, response: { 200: ZBenchmarkSettingsOkResponse } },
      },
      async (request) => {
        await removeClusterFromSetting(database, request.body.settings_id, request.body.cluster_id);
        return ok;
      },
    );

    app.post(
      '/api/v1/benchmark/remove_survey_from_cluster',
      {
        config: superadmins,
        schema: { tags, body: ZRemoveSurveyFromClusterRequest, response: { 200: ZBenchmarkSettingsOkResponse } },
      },
      async (request) => {
        await removeSurveyFromCluster(database, request.body.cluster_id, request.body.survey_id);
        return ok;
      },
    );

    app.post(
      '/api/v1/benchmark/add_survey_to_cluster',
      {
        config: superadmins,
        schema: { tags, body: ZAddSurveyToClusterRequest, response: { 200: ZBenchmarkSettingsOkResponse } },
      },
      async (request) => {
        const { cluster_id, survey_id, settings_id } = request.body;
        await requireReadableSurvey(database.db, requireUser(request), survey_id);
        await addSurveyToCluster(database, { settingsId: settings_id, clusterId: cluster_id, surveyId: survey_id });
        return ok;
      },
    );

    app.post(
      '/api/v1/benchmark/add_cluster_to_setting',
      {
        config: superadmins,
        schema: { tags, body: ZAddClusterToSettingRequest, response: { 200: ZBenchmarkSettingsOkResponse } },
      },
      async (request) => {
        await addClusterToSetting(database, request.body.id, request.body.selectedCluster);
        return ok;
      },
    );

    app.post(
      '/api/v1/benchmark/create_new_cluster',
      {
        config: superadmins,
        schema: { tags, body: ZCreateClusterRequest, response: { 200: ZCreateClusterResponse } },
      },
      async (request) => createCluster(database, request.body.settings_id, request.body.newClusterName),
    );
  };
