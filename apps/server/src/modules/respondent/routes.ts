import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respondentEndpoints } from '@peil/contract/api/respondent';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { timeWindowMs } from '../../lib/time-window.js';
import { requireReadableSurvey } from '../auth/policies/survey.js';
import { createRespondent, savePageResponse } from './respondent-service.js';
import {
  findPageComponents,
  findPageId,
  findRedirectUuid,
  findSurveyLogo,
  findSurveyPages,
  findStaffSurveyTitle,
  findSurveyTexts,
} from './survey-content-queries.js';
import { findSurveyStart } from './survey-start.js';
import { createPageSaveBatcher, createRespondentReader } from './page-save-batcher.js';
import { SurveyStructureCache } from './survey-structure-cache.js';
import {
  findSurveyByIdentifier,
  findSurveyForContent,
  findSurveyLocales,
  resolveContentLocale,
} from './survey-lookup.js';

/**
 * Page saves count per respondent token, not per address: a clinic's patients may share one
 * address, while one token has no reason to save a page more than once a second. Counted after
 * validation (the token is in the body), under the token's hash so no counter holds a token, by
 * the save's own statement rather than the plugin's: one round trip less on every save.
 */
const SAVE_LIMIT = {
  max: respondentEndpoints.savePage.rateLimit.max,
  windowMs: timeWindowMs(respondentEndpoints.savePage.rateLimit.timeWindow),
};

/**
 * The respondent's calls: survey content in one locale, a token per respondent, saving a
 * page of answers, and unsubscribing from a survey's mailings. All public; a survey is
 * named by its uuid (or numeric id) and nothing beyond what a respondent sees is returned.
 */
export const respondentRoutes =
  (database: Database, maxSavesPerStatement?: number): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    const saveCaches = {
      structures: new SurveyStructureCache(db),
      reads: createRespondentReader(database, maxSavesPerStatement),
      writes: createPageSaveBatcher(database, maxSavesPerStatement),
    };
    const endpoints = respondentEndpoints;

    registerEndpoint(app, endpoints.checkReferral, async (request) => {
      const survey = await findSurveyByIdentifier(db, request.params.id);
      return { redirect_to: await findRedirectUuid(db, survey), status: survey.status };
    });

    registerEndpoint(app, endpoints.surveyTranslations, async (request) => {
      const survey = await findSurveyForContent(db, request.params.id);
      return findSurveyLocales(db, survey.id);
    });

    registerEndpoint(app, endpoints.surveyColor, async (request) => ({
      color: (await findSurveyForContent(db, request.params.id)).color,
    }));

    registerEndpoint(app, endpoints.surveyLogo, async (request) => ({
      logo: await findSurveyLogo(db, await findSurveyForContent(db, request.params.id)),
    }));

    registerEndpoint(app, endpoints.surveyName, async (request) => {
      // Staff screens (the dashboard) read the titles of the surveys they may read by the staff
      // rule; respondents read an active survey's (or a draft's by its uuid), falling back to English.
      if (request.user) {
        const survey = await findSurveyByIdentifier(db, request.params.id);
        await requireReadableSurvey(db, request.user, survey.id);
        return { name: await findStaffSurveyTitle(database, survey.id, request.params.locale) };
      }
      const survey = await findSurveyForContent(db, request.params.id);
      const locale = await resolveContentLocale(db, survey.id, request.params.locale);
      return { name: (await findSurveyTexts(db, survey.id, locale)).title };
    });

    for (const [endpoint, which] of [
      [endpoints.beginMessage, 'begin'],
      [endpoints.endMessage, 'end'],
    ] as const) {
      registerEndpoint(app, endpoint, async (request) => {
        const survey = await findSurveyForContent(db, request.params.id);
        const locale = await resolveContentLocale(db, survey.id, request.params.locale);
        const texts = await findSurveyTexts(db, survey.id, locale);
        return { message: which === 'begin' ? texts.beginMessage : texts.endMessage };
      });
    }

    registerEndpoint(app, endpoints.translatedSurveyPages, async (request) => {
      const survey = await findSurveyForContent(db, request.body.id);
      const locale = await resolveContentLocale(db, survey.id, request.body.locale);
      return findSurveyPages(db, survey.id, locale);
    });

    registerEndpoint(app, endpoints.translatedPageComponents, async (request) => {
      const survey = await findSurveyForContent(db, request.body.surveyId);
      const pageId = await findPageId(db, survey.id, request.body.pageIndex);
      if (pageId === null) throw notFound(`The survey has no page ${request.body.pageIndex}.`);
      const locale = await resolveContentLocale(db, survey.id, request.body.locale);
      return findPageComponents(db, pageId, locale);
    });

    registerEndpoint(app, endpoints.surveyStart, async (request) =>
      findSurveyStart(db, request.params.id, request.params.locale),
    );

    registerEndpoint(app, endpoints.respondentToken, async (request) => {
      const survey = await findSurveyByIdentifier(db, request.params.id);
      return {
        token: await createRespondent(db, survey, request.params.locale, request.query.list),
      };
    });

    registerEndpoint(
      app,
      endpoints.savePage,
      async (request, reply) => ({
        saved: true as const,
        ...(await savePageResponse(database, saveCaches, request.body, {
          ...SAVE_LIMIT,
          // The headers @fastify/rate-limit sends on the other limited routes.
          onCount: ({ count, ttlMs }) => {
            const reset = Math.ceil(ttlMs / 1000);
            reply.header('x-ratelimit-limit', SAVE_LIMIT.max);
            reply.header('x-ratelimit-remaining', Math.max(0, SAVE_LIMIT.max - count));
            reply.header('x-ratelimit-reset', reset);
            if (count > SAVE_LIMIT.max) reply.header('retry-after', reset);
          },
        })),
      }),
      { rateLimit: false },
    );
  };
