import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BENCHMARK_DISABLED_MESSAGE,
  ZBenchmarkEnabledParams,
  ZBenchmarkEnabledResponse,
  ZBenchmarkExcelRequest,
  ZBenchmarkNetPromoterResponse,
  ZBenchmarkSingleSurveyRequest,
  ZBenchmarkSingleSurveyResponse,
  ZBenchmarkTimeComparisonRequest,
  ZBenchmarkTimeComparisonResponse,
  ZClustersInSettingsResponse,
  ZRadarClusterRequest,
  ZRadarClusterResponse,
  ZRadarTimeRequest,
  ZRadarTimeResponse,
} from '@peil/contract/benchmark';
import { ZBenchmarkTrendRequest, ZBenchmarkTrendResponse } from '@peil/contract/benchmark-trend';
import type { Database } from '../../db/database.js';
import type { GenerationSlots } from '../../lib/generation-slots.js';
import { notFound } from '../../lib/errors.js';
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
import { ROLE } from '@peil/contract/domain';

// Spec §6: roles 1 to 3 benchmark, and only when their client has benchmarking switched on.
const researchers = { access: { minRole: ROLE.researcher } };
const tags = ['benchmark'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type BenchmarkRoutesOptions = {
  database: Database;
  generationSlots: GenerationSlots;
  /** The day named periods are resolved against; tests fix it. */
  today?: () => Date;
  /** APP_TIME_ZONE: today is the calendar date there, not in UTC. */
  timeZone?: string;
};

export const benchmarkRoutes =
  ({
    database,
    generationSlots,
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

    for (const [url, level] of [
      ['/api/v1/benchmark/bar-chart-single-survey', 'dimension'],
      ['/api/v1/benchmark/question-level', 'question'],
    ] as const) {
      app.post(
        url,
        {
          config: researchers,
          schema: {
            tags,
            summary: `The survey against its default cluster, per ${level}`,
            body: ZBenchmarkSingleSurveyRequest,
            response: { 200: ZBenchmarkSingleSurveyResponse },
          },
        },
        async (request) => {
          const user = requireUser(request);
          await requireBenchmarkSurvey(user, request.body.survey_id);
          return compareWithDefaultCluster(database, request.body, level, today(), user);
        },
      );
    }

    app.post(
      '/api/v1/benchmark/net-promoter',
      {
        config: researchers,
        schema: {
          tags,
          summary: "The survey's Net Promoter questions against its default cluster",
          body: ZBenchmarkSingleSurveyRequest,
          response: { 200: ZBenchmarkNetPromoterResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await requireBenchmarkSurvey(user, request.body.survey_id);
        return compareNetPromoterWithCluster(database, request.body, today(), user);
      },
    );

    for (const [url, level] of [
      ['/api/v1/benchmark/time-comparison', 'dimension'],
      ['/api/v1/benchmark/question-level-time-comparison', 'question'],
    ] as const) {
      app.post(
        url,
        {
          config: researchers,
          schema: {
            tags,
            summary: `The survey in two periods, per ${level}`,
            body: ZBenchmarkTimeComparisonRequest,
            response: { 200: ZBenchmarkTimeComparisonResponse },
          },
        },
        async (request) => {
          await requireBenchmarkSurvey(requireUser(request), request.body.survey_id);
          return compareTwoPeriods(database, request.body, level, today());
        },
      );
    }

    app.post(
      '/api/v1/benchmark/trend',
      {
        config: researchers,
        schema: {
          tags,
          summary: 'The survey per dimension per month or quarter over three years, beside its cluster',
          body: ZBenchmarkTrendRequest,
          response: { 200: ZBenchmarkTrendResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await requireBenchmarkSurvey(user, request.body.survey_id);
        if (request.body.cluster_id !== undefined) await requireUsableCluster(db, user, request.body.cluster_id);
        return buildTrend(database, request.body, today(), user);
      },
    );

    app.post(
      '/api/v1/benchmark',
      {
        config: researchers,
        schema: {
          tags,
          summary: 'Radar: the survey against a cluster',
          body: ZRadarClusterRequest,
          response: { 200: ZRadarClusterResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await requireBenchmarkSurvey(user, request.body.surveyId);
        await requireUsableCluster(db, user, request.body.clusterId);
        return radarAgainstCluster(database, request.body, today());
      },
    );

    app.post(
      '/api/v1/benchmark_time',
      {
        config: researchers,
        schema: {
          tags,
          summary: 'Radar: the survey in two periods',
          body: ZRadarTimeRequest,
          response: { 200: ZRadarTimeResponse },
        },
      },
      async (request) => {
        await requireBenchmarkSurvey(requireUser(request), request.body.surveyId);
        return radarOverTime(database, request.body, today());
      },
    );

    app.get(
      '/api/v1/benchmark/clusters_in_settings',
      {
        config: researchers,
        schema: {
          tags,
          summary: "Clusters of the user's benchmark setting",
          response: { 200: ZClustersInSettingsResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await requireBenchmarkEnabled(db, user, BENCHMARK_DISABLED_MESSAGE);
        return findClustersInSettings(database, user);
      },
    );

    app.get(
      '/api/v1/benchmark/benchmark_enabled/:clientId',
      {
        config: researchers,
        schema: {
          tags,
          summary: 'Whether a client has benchmarking switched on',
          params: ZBenchmarkEnabledParams,
          response: { 200: ZBenchmarkEnabledResponse },
        },
      },
      async (request) => {
        requireReadableClient(requireUser(request), request.params.clientId);
        const enabled = await findBenchmarkEnabled(database, request.params.clientId);
        if (enabled === undefined) throw notFound('Client not found.');
        return { benchmark_enabled: enabled ? 1 : 0 } as const;
      },
    );

    for (const [url, metric] of [
      ['/api/v1/excel_benchmark_average', 'average'],
      ['/api/v1/excel_benchmark_score', 'score'],
    ] as const satisfies ReadonlyArray<readonly [string, BenchmarkMetric]>) {
      app.post(
        url,
        {
          config: researchers,
          schema: {
            tags: ['exports'],
            summary: `Benchmark ${metric === 'average' ? 'average scores' : 'QI scores'} as XLSX`,
            body: ZBenchmarkExcelRequest,
          },
        },
        async (request, reply) => {
          const user = requireUser(request);
          await requireBenchmarkSurvey(user, request.body.ClusterData.survey_id);
          if (request.body.TrendClusterId !== undefined) {
            await requireUsableCluster(db, user, request.body.TrendClusterId);
          }
          generationSlots.holdForResponse(user.id, reply);
          const workbook = await buildBenchmarkWorkbook(database, request.body, metric, today(), user);
          return reply
            .type(XLSX_TYPE)
            .header('content-disposition', attachmentHeader(workbook.fileName))
            .send(workbook.buffer);
        },
      );
    }
  };
