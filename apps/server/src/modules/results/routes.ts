import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultsEndpoints } from '@peil/contract/api/results';
import { DEFAULT_RESULTS_FROM_DATE } from '@peil/contract/results';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requireUser } from '../auth/authorization.js';
import { findOpenAnswersPage } from './queries/open-answers-page.js';
import { countRespondents, countRespondentsPerTranslation, findSurveyStart } from './queries/respondent-counts.js';
import { findSurveyInternalName, findSurveySummaries, findUserProjects } from './queries/survey-summaries.js';
import { buildResultCards } from './result-cards.js';

export const resultsRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    for (const endpoint of [resultsEndpoints.projectsSummary, resultsEndpoints.surveys]) {
      registerEndpoint(app, endpoint, async (request) => ({
        surveys: await findSurveySummaries(database, requireUser(request)),
      }));
    }

    for (const endpoint of [resultsEndpoints.projects, resultsEndpoints.projectsWithSlash]) {
      registerEndpoint(app, endpoint, async (request) => ({
        projects: await findUserProjects(database, requireUser(request)),
      }));
    }

    registerEndpoint(app, resultsEndpoints.surveyResults, async (request) => {
      const { surveyId } = request.params;
      const { locale, ...scope } = request.body;
      return buildResultCards(database, { surveyId, ...scope }, locale);
    });

    registerEndpoint(app, resultsEndpoints.openAnswers, async (request) => {
      const { surveyId } = request.params;
      const { questionId, page, search, ...scope } = request.body;
      return findOpenAnswersPage(database, { surveyId, ...scope }, questionId, page, search);
    });

    registerEndpoint(app, resultsEndpoints.finishedCount, async (request) => {
      return { count: (await countRespondents(database, request.body)).finished };
    });

    registerEndpoint(app, resultsEndpoints.unfinishedCount, async (request) => {
      return { count: (await countRespondents(database, request.body)).unfinished };
    });

    registerEndpoint(app, resultsEndpoints.surveyStart, async (request, reply) => {
      const start = (await findSurveyStart(database, request.params.id)) ?? DEFAULT_RESULTS_FROM_DATE;
      // A bare string would go out as text/plain; the dashboard reads JSON.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(start));
    });

    registerEndpoint(app, resultsEndpoints.translationCounts, async (request) => {
      return countRespondentsPerTranslation(database, { surveyId: request.params.id });
    });

    registerEndpoint(app, resultsEndpoints.scopedTranslationCounts, async (request) => {
      return countRespondentsPerTranslation(database, { surveyId: request.params.id, ...request.body });
    });

    registerEndpoint(app, resultsEndpoints.internalName, async (request) => {
      const internalName = await findSurveyInternalName(database, request.params.id);
      if (internalName === null) throw notFound('Survey not found.');
      return { internal_name: internalName };
    });
  };
