import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import { XLSX_CONTENT_TYPE } from '@peil/contract/api';
import type { Database } from '../../db/database.js';
import type { GenerationSlots } from '../../lib/generation-slots.js';
import type { ExportWorkers } from '../exports/export-workers.js';
import { notFound } from '../../lib/errors.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requireUser } from '../auth/authorization.js';
import { calendarDateIn } from '@peil/scoring';
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
    for (const [endpoint, level] of [
      [benchmarkEndpoints.singleSurvey, 'dimension'],
      [benchmarkEndpoints.questionLevel, 'question'],
    ] as const) {
      registerEndpoint(app, endpoint, async (request) =>
        compareWithDefaultCluster(database, request.body, level, today(), requireUser(request)),
      );
    }

    registerEndpoint(app, benchmarkEndpoints.netPromoter, async (request) =>
      compareNetPromoterWithCluster(database, request.body, today(), requireUser(request)),
    );

    for (const [endpoint, level] of [
      [benchmarkEndpoints.timeComparison, 'dimension'],
      [benchmarkEndpoints.questionLevelTimeComparison, 'question'],
    ] as const) {
      registerEndpoint(app, endpoint, async (request) => compareTwoPeriods(database, request.body, level, today()));
    }

    registerEndpoint(app, benchmarkEndpoints.trend, async (request) =>
      buildTrend(database, request.body, today(), requireUser(request)),
    );

    registerEndpoint(app, benchmarkEndpoints.radarCluster, async (request) =>
      radarAgainstCluster(database, request.body, today()),
    );

    registerEndpoint(app, benchmarkEndpoints.radarTime, async (request) =>
      radarOverTime(database, request.body, today()),
    );

    registerEndpoint(app, benchmarkEndpoints.clustersInSettings, async (request) =>
      findClustersInSettings(database, requireUser(request)),
    );

    registerEndpoint(app, benchmarkEndpoints.benchmarkEnabled, async (request) => {
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
        generationSlots.holdForResponse(user.id, reply);
        const workbook = await buildBenchmarkWorkbook(database, request.body, metric, today(), user, exportWorkers);
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', attachmentHeader(workbook.fileName))
          .send(workbook.buffer);
      });
    }
  };
