import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restartEndpoints } from '@peil/contract/api/restart';
import type { Config } from '../../config.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requestRestart } from './restart.js';

/** Spec §7: the restart call, passed on to the update host when the token matches. */
export const restartRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, restartEndpoints.restart, async (request, reply) => {
      await requestRestart(config, request.body.token);
      request.log.warn('restart requested from the update host');
      return reply.status(202).send({ ok: true as const });
    });
  };
