import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '@peil/contract/errors';
import {
  ZCheckReferralResponse,
  ZInvitationListQuery,
  ZRespondentTokenResponse,
  ZSavePageResponseRequest,
  ZSavePageResponseResponse,
  ZSurveyColorResponse,
  ZSurveyIdParams,
  ZSurveyLocaleParams,
  ZSurveyLogoResponse,
  ZSurveyMessageResponse,
  ZSurveyNameResponse,
  ZSurveyStartResponse,
  ZSurveyTranslationsResponse,
  ZTranslatedPageComponentsRequest,
  ZTranslatedPageComponentsResponse,
  ZTranslatedSurveyPagesRequest,
  ZTranslatedSurveyPagesResponse,
} from '@peil/contract/respondent';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
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
import { RespondentTokenCache } from './respondent-token-cache.js';
import { SurveyStructureCache } from './survey-structure-cache.js';
import { findSurveyByIdentifier, findSurveyLocales, resolveContentLocale } from './survey-lookup.js';

const PUBLIC = { access: 'public' } as const;
const TOKEN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/**
 * Page saves count per respondent token, not per address: a clinic's patients may share one
 * address, while one token has no reason to save a page more than once a second. Counted after
 * validation (the token is in the body), under the token's hash so no counter holds a token.
 */
const SAVE_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `save:${hashToken((request.body as { token: string }).token)}`,
};
const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * The respondent's calls: survey content in one locale, a token per respondent, saving a
 * page of answers, and unsubscribing from a survey's mailings. All public; a survey is
 * named by its uuid (or numeric id) and nothing beyond what a respondent sees is returned.
 */
export const respondentRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    const saveCaches = { structures: new SurveyStructureCache(db), tokens: new RespondentTokenCache() };
    const tags = ['respondent'];

    app.get(
      '/api/v1/survey/check_referral/:id',
      {
        config: PUBLIC,
        schema: { tags, params: ZSurveyIdParams, response: { 200: ZCheckReferralResponse, ...errors } },
      },
      async (request) => {
        const survey = await findSurveyByIdentifier(db, request.params.id);
        return { redirect_to: await findRedirectUuid(db, survey), status: survey.status };
      },
    );

    app.get(
      '/api/v1/survey/get_survey_translations/:id',
      {
        config: PUBLIC,
        schema: { tags, params: ZSurveyIdParams, response: { 200: ZSurveyTranslationsResponse, ...errors } },
      },
      async (request) => {
        const survey = await findSurveyByIdentifier(db, request.params.id);
        return findSurveyLocales(db, survey.id);
      },
    );

    app.get(
      '/api/v1/survey/get_survey_color/:id',
      { config: PUBLIC, schema: { tags, params: ZSurveyIdParams, response: { 200: ZSurveyColorResponse, ...errors } } },
      async (request) => ({ color: (await findSurveyByIdentifier(db, request.params.id)).color }),
    );

    app.get(
      '/api/v1/survey/get_survey_logo/:id',
      { config: PUBLIC, schema: { tags, params: ZSurveyIdParams, response: { 200: ZSurveyLogoResponse, ...errors } } },
      async (request) => ({ logo: await findSurveyLogo(db, await findSurveyByIdentifier(db, request.params.id)) }),
    );

    app.post(
      '/api/v1/survey/get_survey_name/:id/:locale',
      {
        config: PUBLIC,
        schema: { tags, params: ZSurveyLocaleParams, response: { 200: ZSurveyNameResponse, ...errors } },
      },
      async (request) => {
        const survey = await findSurveyByIdentifier(db, request.params.id);
        // Staff screens (the dashboard) read survey texts by the staff rule; respondents fall back to English.
        if (request.user) return { name: await findStaffSurveyTitle(database, survey.id, request.params.locale) };
        const locale = await resolveContentLocale(db, survey.id, request.params.locale);
        return { name: (await findSurveyTexts(db, survey.id, locale)).title };
      },
    );

    for (const which of ['begin', 'end'] as const) {
      app.post(
        `/api/v1/survey/get_${which}_message/:id/:locale`,
        {
          config: PUBLIC,
          schema: { tags, params: ZSurveyLocaleParams, response: { 200: ZSurveyMessageResponse, ...errors } },
        },
        async (request) => {
          const survey = await findSurveyByIdentifier(db, request.params.id);
          const locale = await resolveContentLocale(db, survey.id, request.params.locale);
          const texts = await findSurveyTexts(db, survey.id, locale);
          return { message: which === 'begin' ? texts.beginMessage : texts.endMessage };
        },
      );
    }

    app.post(
      '/api/v1/survey/get_translated_survey_pages',
      {
        config: PUBLIC,
        schema: {
          tags,
          body: ZTranslatedSurveyPagesRequest,
          response: { 200: ZTranslatedSurveyPagesResponse, ...errors },
        },
      },
      async (request) => {
        const survey = await findSurveyByIdentifier(db, request.body.id);
        const locale = await resolveContentLocale(db, survey.id, request.body.locale);
        return findSurveyPages(db, survey.id, locale);
      },
    );

    app.post(
      '/api/v1/survey/get_translated_page_components',
      {
        config: PUBLIC,
        schema: {
          tags,
          body: ZTranslatedPageComponentsRequest,
          response: { 200: ZTranslatedPageComponentsResponse, ...errors },
        },
      },
      async (request) => {
        const survey = await findSurveyByIdentifier(db, request.body.surveyId);
        const pageId = await findPageId(db, survey.id, request.body.pageIndex);
        if (pageId === null) throw notFound(`The survey has no page ${request.body.pageIndex}.`);
        const locale = await resolveContentLocale(db, survey.id, request.body.locale);
        return findPageComponents(db, pageId, locale);
      },
    );

    // One round trip before the first screen; it reads as much as the calls above, so it is
    // limited per address like the token.
    app.get(
      '/api/v1/survey/respondent_start/:id/:locale',
      {
        config: { ...PUBLIC, rateLimit: TOKEN_RATE_LIMIT },
        schema: { tags, params: ZSurveyLocaleParams, response: { 200: ZSurveyStartResponse, ...errors } },
      },
      async (request) => findSurveyStart(db, request.params.id, request.params.locale),
    );

    app.post(
      '/api/v1/respondent/get_respondent_token/:id/:locale',
      {
        config: { ...PUBLIC, rateLimit: TOKEN_RATE_LIMIT },
        schema: {
          tags,
          params: ZSurveyLocaleParams,
          querystring: ZInvitationListQuery,
          response: { 200: ZRespondentTokenResponse, ...errors },
        },
      },
      async (request) => {
        const survey = await findSurveyByIdentifier(db, request.params.id);
        return { token: await createRespondent(db, survey, request.params.locale, request.query.list) };
      },
    );

    app.post(
      '/api/v1/respondent/save_page_response/',
      {
        config: { ...PUBLIC, rateLimit: SAVE_RATE_LIMIT },
        schema: {
          tags,
          body: ZSavePageResponseRequest,
          response: { 200: ZSavePageResponseResponse, 401: ZApiError, 429: ZApiError, ...errors },
        },
      },
      async (request) => ({
        saved: true as const,
        ...(await savePageResponse(database, saveCaches, request.body)),
      }),
    );
  };
