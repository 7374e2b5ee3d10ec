import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TApiError } from '@peil/contract/errors';
import { isPoolExhausted } from '../lib/db-errors.js';
import { AppError } from '../lib/errors.js';
import { serializeError } from '../lib/logger.js';

const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * One error handler for the whole API: validation problems become 400 with the failing
 * fields, AppErrors keep their code, anything else is logged without request data and
 * answered as a bare 500 whose text reveals nothing of the internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: TApiError = {
        error: {
          code: 'bad_request',
          message: 'The request is not valid.',
          issues: error.validation.map((issue) => ({
            path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
            message: issue.message ?? 'invalid',
          })),
        },
      };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      const { code, message, issues } = error;
      return reply.status(error.statusCode).send({ error: { code, message, ...(issues ? { issues } : {}) } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: serializeError(error) }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error.' } });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
      const code =
        status === 413
          ? 'payload_too_large'
          : status === 429
            ? 'too_many_requests'
            : status === 404
              ? 'not_found'
              : 'bad_request';
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    if (isPoolExhausted(error)) {
      request.log.warn('no database connection free within the acquire timeout');
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .send({ error: { code: 'unavailable', message: 'The server is busy; try again shortly.' } });
    }
    // Never the error itself: a failed query carries its parameters, i.e. the answers.
    request.log.error({ err: serializeError(error) }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error.' } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } }),
  );
}
