import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCountResponse,
  ZIdParams,
  ZInternalNameResponse,
  ZOpenAnswersPage,
  ZOpenAnswersRequest,
  ZProjectsResponse,
  ZRespondentCountRequest,
  ZResultsScope,
  ZSurveyIdParams,
  ZSurveyResultsRequest,
  ZSurveyResultsResponse,
  ZSurveySummariesResponse,
  ZTranslationCountsResponse,
  DEFAULT_RESULTS_FROM_DATE,
} from '@peil/contract/results';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { requireUser } from '../auth/authorization.js';
import { requireReadableSurvey } from '../auth/policies/survey.js';
import { findOpenAnswersPage } from './queries/open-answers-page.js';
import { countRespondents, countRespondentsPerTranslation, findSurveyStart } from './queries/respondent-counts.js';
import { findSurveyInternalName, findSurveySummaries, findUserProjects } from './queries/survey-summaries.js';
import { buildResultCards } from './result-cards.js';
import { ROLE } from '@peil/contract/domain';

// Observers read results too; which surveys is decided per record by auth/policies/survey.ts.
const staff = { access: { minRole: ROLE.observer } };

export const resultsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const surveys = { tags: ['results'], response: { 200: ZSurveySummariesResponse } };

    app.post('/api/v1/dashboard/projectssummary', { config: staff, schema: surveys }, async (request) => ({
      surveys: await findSurveySummaries(database, requireUser(request)),
    }));

    app.post('/api/v1/dashboard/surveys', { config: staff, schema: surveys }, async (request) => ({
      surveys: await findSurveySummaries(database, requireUser(request)),
    }));

    for (const url of ['/api/v1/dashboard/projects', '/api/v1/dashboard/projects/']) {
      app.get(
        url,
        { config: staff, schema: { tags: ['results'], response: { 200: ZProjectsResponse } } },
        async (request) => ({
          projects: await findUserProjects(database, requireUser(request)),
        }),
      );
    }

    app.post(
      '/api/v1/survey/get_survey_results/:surveyId',
      {
        config: staff,
        schema: {
          tags: ['results'],
          summary: 'Result cards of a survey, one per question',
          params: ZSurveyIdParams,
          body: ZSurveyResultsRequest,
          response: { 200: ZSurveyResultsResponse },
        },
      },
      async (request) => {
        const { surveyId } = request.params;
        await requireReadableSurvey(database.db, requireUser(request), surveyId);
        const { locale, ...scope } = request.body;
        return buildResultCards(database, { surveyId, ...scope }, locale);
      },
    );

    app.post(
      '/api/v1/survey/get_open_answers/:surveyId',
      {
        config: staff,
        schema: {
          tags: ['results'],
          params: ZSurveyIdParams,
          body: ZOpenAnswersRequest,
          response: { 200: ZOpenAnswersPage },
        },
      },
      async (request) => {
        const { surveyId } = request.params;
        await requireReadableSurvey(database.db, requireUser(request), surveyId);
        const { questionId, page, search, ...scope } = request.body;
        return findOpenAnswersPage(database, { surveyId, ...scope }, questionId, page, search);
      },
    );

    app.post(
      '/api/v1/survey/get_number_of_respondents',
      {
        config: staff,
        schema: { tags: ['results'], body: ZRespondentCountRequest, response: { 200: ZCountResponse } },
      },
      async (request) => {
        await requireReadableSurvey(database.db, requireUser(request), request.body.surveyId);
        return { count: (await countRespondents(database, request.body)).finished };
      },
    );

    app.post(
      '/api/v1/survey/get_number_of_unfinished_respondents',
      {
        config: staff,
        schema: { tags: ['results'], body: ZRespondentCountRequest, response: { 200: ZCountResponse } },
      },
      async (request) => {
        await requireReadableSurvey(database.db, requireUser(request), request.body.surveyId);
        return { count: (await countRespondents(database, request.body)).unfinished };
      },
    );

    app.post(
      '/api/v1/survey/get_survey_start/:id',
      { config: staff, schema: { tags: ['results'], params: ZIdParams, response: { 200: z.string() } } },
      async (request, reply) => {
        await requireReadableSurvey(database.db, requireUser(request), request.params.id);
        const start = (await findSurveyStart(database, request.params.id)) ?? DEFAULT_RESULTS_FROM_DATE;
        // A bare string would go out as text/plain; the dashboard reads JSON.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(start));
      },
    );

    const translations = { tags: ['results'], params: ZIdParams, response: { 200: ZTranslationCountsResponse } };
    // The spec's GET counts the whole survey; the dashboard posts its scope so that the language
    // counts follow its period and answer filters like every other count on the screen.
    app.get(
      '/api/v1/survey/get_survey_translations_with_respondent_count/:id',
      { config: staff, schema: translations },
      async (request) => {
        await requireReadableSurvey(database.db, requireUser(request), request.params.id);
        return countRespondentsPerTranslation(database, { surveyId: request.params.id });
      },
    );

    app.post(
      '/api/v1/survey/get_survey_translations_with_respondent_count/:id',
      { config: staff, schema: { ...translations, body: ZResultsScope } },
      async (request) => {
        await requireReadableSurvey(database.db, requireUser(request), request.params.id);
        return countRespondentsPerTranslation(database, { surveyId: request.params.id, ...request.body });
      },
    );

    app.post(
      '/api/v1/survey/get_survey_internal_name/:id',
      { config: staff, schema: { tags: ['results'], params: ZIdParams, response: { 200: ZInternalNameResponse } } },
      async (request) => {
        await requireReadableSurvey(database.db, requireUser(request), request.params.id);
        const internalName = await findSurveyInternalName(database, request.params.id);
        if (internalName === null) throw notFound('Survey not found.');
        return { internal_name: internalName };
      },
    );
  };
