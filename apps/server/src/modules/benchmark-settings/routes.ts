import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { benchmarkSettingsEndpoints } from '@peil/contract/api/benchmark-settings';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requireUser } from '../auth/authorization.js';
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

const ok = { ok: true as const };

export const benchmarkSettingsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const endpoints = benchmarkSettingsEndpoints;
    registerEndpoint(app, endpoints.allSettings, async () => listBenchmarkSettings(database.db));

    registerEndpoint(app, endpoints.setting, async (request) => findBenchmarkSetting(database.db, request.params.id));

    registerEndpoint(app, endpoints.updateSetting, async (request) =>
      updateBenchmarkSetting(database.db, request.params.id, request.body),
    );

    registerEndpoint(app, endpoints.createSetting, async (request) =>
      createBenchmarkSetting(database.db, request.body),
    );

    registerEndpoint(app, endpoints.clustersWithSurveys, async (request) =>
      findClustersWithSurveys(database, request.params.settingsId, request.query.locale ?? requireUser(request).locale),
    );

    registerEndpoint(app, endpoints.allClusters, async () => listClusters(database));

    registerEndpoint(app, endpoints.setDefaultCluster, async (request) => {
      await setDefaultCluster(database.db, request.body.settings_id, request.body.cluster_id);
      return ok;
    });

    registerEndpoint(app, endpoints.removeClusterFromSetting, async (request) => {
      await removeClusterFromSetting(database.db, request.body.settings_id, request.body.cluster_id);
      return ok;
    });

    registerEndpoint(app, endpoints.removeSurveyFromCluster, async (request) => {
      await removeSurveyFromCluster(database.db, request.body.cluster_id, request.body.survey_id);
      return ok;
    });

    registerEndpoint(app, endpoints.addSurveyToCluster, async (request) => {
      const { cluster_id, survey_id, settings_id } = request.body;
      await addSurveyToCluster(database.db, { settingsId: settings_id, clusterId: cluster_id, surveyId: survey_id });
      return ok;
    });

    registerEndpoint(app, endpoints.addClusterToSetting, async (request) => {
      await addClusterToSetting(database.db, request.body.id, request.body.selectedCluster);
      return ok;
    });

    registerEndpoint(app, endpoints.createCluster, async (request) =>
      createCluster(database, request.body.settings_id, request.body.newClusterName),
    );
  };
