import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBroadcastOkResponse, ZUnsubscribeQuery } from '@peil/contract/broadcasts';
import { ZApiError } from '@peil/contract/errors';
import { ZRemoveFromMailingRequest, ZRemoveFromMailingResponse } from '@peil/contract/respondent';
import type { Database } from '../../db/database.js';
import { unsubscribeFromSurveyMailings } from './unsubscribe.js';

// Clicked from mail by anyone holding an invitation: as bounded as the respondent's own calls.
const PAGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
// Mail providers post one-click unsubscribes from their own servers: generous, but bounded.
const ONE_CLICK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * The two ways out of a survey's mailings: the unsubscribe page (spec: remove-from-mailing) and
 * the RFC 8058 one-click target of the List-Unsubscribe header. Both need the link's signature.
 */
export const unsubscribeRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/remove-from-mailing',
      {
        config: { access: 'public', rateLimit: PAGE_RATE_LIMIT },
        schema: {
          tags: ['respondent'],
          body: ZRemoveFromMailingRequest,
          response: { 200: ZRemoveFromMailingResponse, ...errors },
        },
      },
      async (request) => {
        const { uuid, email, sig } = request.body;
        await unsubscribeFromSurveyMailings(database, uuid, email, sig);
        return { ok: true as const };
      },
    );

    // Posted by mail providers with the form body "List-Unsubscribe=One-Click"; same effect as the page.
    await app.register(async (oneClick) => {
      const asText = { parseAs: 'string' as const };
      oneClick.addContentTypeParser('application/x-www-form-urlencoded', asText, (_request, body, done) =>
        done(null, body),
      );
      oneClick.addContentTypeParser('multipart/form-data', asText, (_request, body, done) => done(null, body));
      oneClick.withTypeProvider<ZodTypeProvider>().post(
        '/api/v1/broadcast/unsubscribe/:uuid/:email',
        {
          config: { access: 'public', rateLimit: ONE_CLICK_RATE_LIMIT },
          schema: {
            tags: ['broadcasts'],
            params: z.object({ uuid: z.string().max(64), email: z.string().max(320) }),
            querystring: ZUnsubscribeQuery,
            response: { 200: ZBroadcastOkResponse, 403: ZApiError },
          },
        },
        async (request) => {
          const { uuid, email } = request.params;
          await unsubscribeFromSurveyMailings(database, uuid, email, request.query.sig);
          return { ok: true as const };
        },
      );
    });
  };
