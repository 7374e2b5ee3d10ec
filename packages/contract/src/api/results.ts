import { z } from 'zod';
import { ROLE } from '../domain/index.js';
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
} from '../results.js';
import { defineEndpoint } from './define-endpoint.js';

// Observers read results too; which surveys is decided per record by the survey policy.
const staff = { minRole: ROLE.observer } as const;
const tags = ['results'];

export const resultsEndpoints = {
  projectsSummary: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dashboard/projectssummary',
    access: staff,
    tags,
    response: ZSurveySummariesResponse,
  }),
  surveys: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dashboard/surveys',
    access: staff,
    tags,
    response: ZSurveySummariesResponse,
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dashboard/projects',
    access: staff,
    tags,
    response: ZProjectsResponse,
  }),
  // The same list under the trailing-slash path the spec names.
  projectsWithSlash: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dashboard/projects/',
    access: staff,
    tags,
    response: ZProjectsResponse,
  }),
  surveyResults: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_results/:surveyId',
    access: staff,
    tags,
    summary: 'Result cards of a survey, one per question',
    params: ZSurveyIdParams,
    body: ZSurveyResultsRequest,
    response: ZSurveyResultsResponse,
  }),
  openAnswers: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_open_answers/:surveyId',
    access: staff,
    tags,
    params: ZSurveyIdParams,
    body: ZOpenAnswersRequest,
    response: ZOpenAnswersPage,
  }),
  finishedCount: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_number_of_respondents',
    access: staff,
    tags,
    body: ZRespondentCountRequest,
    response: ZCountResponse,
  }),
  unfinishedCount: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_number_of_unfinished_respondents',
    access: staff,
    tags,
    body: ZRespondentCountRequest,
    response: ZCountResponse,
  }),
  /** The date of the survey's first answer, as a JSON string. */
  surveyStart: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_start/:id',
    access: staff,
    tags,
    params: ZIdParams,
    response: z.string(),
  }),
  translationCounts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/get_survey_translations_with_respondent_count/:id',
    access: staff,
    tags,
    params: ZIdParams,
    response: ZTranslationCountsResponse,
  }),
  // The spec's GET counts the whole survey; the dashboard posts its scope so that the language
  // counts follow its period and answer filters like every other count on the screen.
  scopedTranslationCounts: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_translations_with_respondent_count/:id',
    access: staff,
    tags,
    params: ZIdParams,
    body: ZResultsScope,
    response: ZTranslationCountsResponse,
  }),
  internalName: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_internal_name/:id',
    access: staff,
    tags,
    params: ZIdParams,
    response: ZInternalNameResponse,
  }),
};
