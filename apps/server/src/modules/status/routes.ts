import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statusEndpoints } from '@peil/contract/api/status';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { VERSION } from '../../version.js';
import { checkDatabaseHealth } from './database-health.js';
import type { Lifecycle } from './lifecycle.js';

export const statusRoutes =
  (database: Database, lifecycle: Lifecycle): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, statusEndpoints.health, async (_request, reply) => {
      const health = await checkDatabaseHealth(database);
      return reply.status(health.ok ? 200 : 503).send({
        status: health.ok ? 'ok' : 'degraded',
        version: VERSION,
        uptimeSeconds: Math.round(process.uptime()),
        database: { kind: database.kind, ...health },
      });
    });

    registerEndpoint(app, statusEndpoints.ready, async (_request, reply) =>
      reply.status(lifecycle.phase === 'ready' ? 200 : 503).send({ status: lifecycle.phase }),
    );
  };
