import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZStatusResponse } from '@peil/contract/status';
import { pingDatabase, type Database } from '../../db/database.js';
import { VERSION } from '../../version.js';

export const statusRoutes =
  (database: Database): FastifyPluginAsyncZod =>
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
        const latencyMs = await pingDatabase(database).then(
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
  };
