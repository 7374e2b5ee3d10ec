import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReadinessResponse, ZStatusResponse } from '@peil/contract/status';
import { pingDatabase, type Database } from '../../db/database.js';
import { VERSION } from '../../version.js';
import type { Lifecycle } from './lifecycle.js';

export const statusRoutes =
  (database: Database, lifecycle: Lifecycle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/status',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary: 'Server health with a database round trip',
          response: { 200: ZStatusResponse, 503: ZStatusResponse },
        },
      },
      async (_request, reply) => {
        const latencyMs = await pingDatabase(database.lane).then(
          (ms) => Math.round(ms * 100) / 100,
          () => null,
        );
        const ok = latencyMs !== null;
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          version: VERSION,
          uptimeSeconds: Math.round(process.uptime()),
          database: { kind: database.kind, ok, latencyMs },
        });
      },
    );

    // Readiness for a load balancer: no traffic before migrations have run, none while stopping.
    app.get(
      '/status/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary: 'Whether this process takes traffic: 503 while starting or stopping',
          response: { 200: ZReadinessResponse, 503: ZReadinessResponse },
        },
      },
      async (_request, reply) =>
        reply.status(lifecycle.phase === 'ready' ? 200 : 503).send({ status: lifecycle.phase }),
    );
  };
