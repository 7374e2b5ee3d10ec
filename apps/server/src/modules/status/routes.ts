import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statusEndpoints } from '@peil/contract/api/status';
import { pingDatabase, type Database } from '../../db/database.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { VERSION } from '../../version.js';
import type { Lifecycle } from './lifecycle.js';

export const statusRoutes =
  (database: Database, lifecycle: Lifecycle): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, statusEndpoints.health, async (_request, reply) => {
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
    });

    registerEndpoint(app, statusEndpoints.ready, async (_request, reply) =>
      reply.status(lifecycle.phase === 'ready' ? 200 : 503).send({ status: lifecycle.phase }),
    );
  };
