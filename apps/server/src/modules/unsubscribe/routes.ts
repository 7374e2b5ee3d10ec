import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { unsubscribeEndpoints } from '@peil/contract/api/unsubscribe';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { unsubscribeFromSurveyMailings } from './unsubscribe.js';

/**
 * The two ways out of a survey's mailings: the unsubscribe page (spec: remove-from-mailing) and
 * the RFC 8058 one-click target of the List-Unsubscribe header. Both need the link's signature.
 */
export const unsubscribeRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, unsubscribeEndpoints.removeFromMailing, async (request) => {
      const { uuid, email, sig } = request.body;
      await unsubscribeFromSurveyMailings(database, uuid, email, sig);
      return { ok: true as const };
    });

    // Posted by mail providers with the form body "List-Unsubscribe=One-Click"; same effect as the page.
    await app.register(async (oneClick) => {
      const asText = { parseAs: 'string' as const };
      oneClick.addContentTypeParser('application/x-www-form-urlencoded', asText, (_request, body, done) =>
        done(null, body),
      );
      oneClick.addContentTypeParser('multipart/form-data', asText, (_request, body, done) => done(null, body));
      registerEndpoint(oneClick.withTypeProvider<ZodTypeProvider>(), unsubscribeEndpoints.oneClick, async (request) => {
        const { uuid, email } = request.params;
        await unsubscribeFromSurveyMailings(database, uuid, email, request.query.sig);
        return { ok: true as const };
      });
    });
  };
