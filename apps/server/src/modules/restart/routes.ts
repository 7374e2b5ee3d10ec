import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOkResponse, ZRestartRequest } from '@peil/contract/auth';
import { ZApiError } from '@peil/contract/errors';
import type { Config } from '../../config.js';
import { requestRestart } from './restart.js';

// A guessed token must not get many tries, and the update host needs only one call.
const RESTART_LIMIT = { max: 10, timeWindow: '15 minutes' };

/** Spec §7: the restart call, passed on to the update host when the token matches. */
export const restartRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/restart',
      {
        config: { access: 'public', rateLimit: RESTART_LIMIT },
        schema: {
          tags: ['auth'],
          summary:
            'Ask the update host (RESTART_URL) for a restart, with the RESTART_TOKEN of the server configuration',
          body: ZRestartRequest,
          response: { 202: ZOkResponse, 403: ZApiError, 502: ZApiError, 503: ZApiError },
        },
      },
      async (request, reply) => {
        await requestRestart(config, request.body.token);
        request.log.warn('restart requested from the update host');
        return reply.status(202).send({ ok: true as const });
      },
    );
  };
