import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BENCHMARK_DISABLED_MESSAGE } from '@peil/contract/benchmark';
import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import { XLSX_CONTENT_TYPE } from '@peil/contract/api';
import type { Database } from '../../db/database.js';
import type { GenerationSlots } from '../../lib/generation-slots.js';
import type { ExportWorkers } from '../exports/export-workers.js';
import { notFound } from '../../lib/errors.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requireUser } from '../auth/authorization.js';
import { requireBenchmarkEnabled, requireUsableCluster } from '../auth/policies/benchmark.js';
import { requireReadableClient } from '../auth/policies/client.js';
import { requireReadableSurvey } from '../auth/policies/survey.js';
import { calendarDateIn } from '@peil/scoring';
import type { SessionUser } from '../auth/session-store.js';
import { attachmentHeader, buildBenchmarkWorkbook, type BenchmarkMetric } from './benchmark-excel.js';
import {
  compareTwoPeriods,
  compareWithDefaultCluster,
  radarAgainstCluster,
  radarOverTime,
} from './benchmark-service.js';
import { compareNetPromoterWithCluster } from './benchmark-net-promoter.js';
import { findBenchmarkEnabled } from './queries/benchmark-enabled.js';
import { findClustersInSettings } from './queries/clusters-in-settings.js';
import { buildTrend } from './trend.js';

export type BenchmarkRoutesOptions = {
  database: Database;
  generationSlots: GenerationSlots;
  exportWorkers: ExportWorkers;
  /** The day named periods are resolved against; tests fix it. */
  today?: () => Date;
  /** APP_TIME_ZONE: today is the calendar date there, not in UTC. */
  timeZone?: string;
};

export const benchmarkRoutes =
  ({
    database,
    generationSlots,
    exportWorkers,
    timeZone = 'UTC',
    today = () => calendarDateIn(new Date(), timeZone),
  }: BenchmarkRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;

    /** The checks of every call about one survey: benchmarking on, and the survey readable. */
    async function requireBenchmarkSurvey(user: SessionUser, surveyId: number): Promise<void> {
      await requireBenchmarkEnabled(db, user, BENCHMARK_DISABLED_MESSAGE);
      await requireReadableSurvey(db, user, surveyId);
    }

    for (const [endpoint, level] of [
      [benchmarkEndpoints.singleSurvey, 'dimension'],
      [benchmarkEndpoints.questionLevel, 'question'],
    ] as const) {
      registerEndpoint(app, endpoint, async (request) => {
        const user = requireUser(request);
        await requireBenchmarkSurvey(user, request.body.survey_id);
        return compareWithDefaultCluster(database, request.body, level, today(), user);
      });
    }

    registerEndpoint(app, benchmarkEndpoints.netPromoter, async (request) => {
      const user = requireUser(request);
      await requireBenchmarkSurvey(user, request.body.survey_id);
      return compareNetPromoterWithCluster(database, request.body, today(), user);
    });

    for (const [endpoint, level] of [
      [benchmarkEndpoints.timeComparison, 'dimension'],
      [benchmarkEndpoints.questionLevelTimeComparison, 'question'],
    ] as const) {
      registerEndpoint(app, endpoint, async (request) => {
        await requireBenchmarkSurvey(requireUser(request), request.body.survey_id);
        return compareTwoPeriods(database, request.body, level, today());
      });
    }

    registerEndpoint(app, benchmarkEndpoints.trend, async (request) => {
      const user = requireUser(request);
      await requireBenchmarkSurvey(user, request.body.survey_id);
      if (request.body.cluster_id !== undefined) await requireUsableCluster(db, user, request.body.cluster_id);
      return buildTrend(database, request.body, today(), user);
    });

    registerEndpoint(app, benchmarkEndpoints.radarCluster, async (request) => {
      const user = requireUser(request);
      await requireBenchmarkSurvey(user, request.body.surveyId);
      await requireUsableCluster(db, user, request.body.clusterId);
      return radarAgainstCluster(database, request.body, today());
    });

    registerEndpoint(app, benchmarkEndpoints.radarTime, async (request) => {
      await requireBenchmarkSurvey(requireUser(request), request.body.surveyId);
      return radarOverTime(database, request.body, today());
    });

    registerEndpoint(app, benchmarkEndpoints.clustersInSettings, async (request) => {
      const user = requireUser(request);
      await requireBenchmarkEnabled(db, user, BENCHMARK_DISABLED_MESSAGE);
      return findClustersInSettings(database, user);
    });

    registerEndpoint(app, benchmarkEndpoints.benchmarkEnabled, async (request) => {
      requireReadableClient(requireUser(request), request.params.clientId);
      const enabled = await findBenchmarkEnabled(database, request.params.clientId);
      if (enabled === undefined) throw notFound('Client not found.');
      return { benchmark_enabled: enabled ? 1 : 0 } as const;
    });

    for (const [endpoint, metric] of [
      [benchmarkEndpoints.excelAverage, 'average'],
      [benchmarkEndpoints.excelScore, 'score'],
    ] as const satisfies ReadonlyArray<readonly [unknown, BenchmarkMetric]>) {
      registerEndpoint(app, endpoint, async (request, reply) => {
        const user = requireUser(request);
        await requireBenchmarkSurvey(user, request.body.ClusterData.survey_id);
        if (request.body.TrendClusterId !== undefined) {
          await requireUsableCluster(db, user, request.body.TrendClusterId);
        }
        generationSlots.holdForResponse(user.id, reply);
        const workbook = await buildBenchmarkWorkbook(database, request.body, metric, today(), user, exportWorkers);
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', attachmentHeader(workbook.fileName))
          .send(workbook.buffer);
      });
    }
  };
