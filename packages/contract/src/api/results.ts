import { ROLE } from '../domain/index.js';
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
    response: 'results.ZSurveySummariesResponse',
  }),
  surveys: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dashboard/surveys',
    access: staff,
    tags,
    response: 'results.ZSurveySummariesResponse',
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dashboard/projects',
    access: staff,
    tags,
    response: 'results.ZProjectsResponse',
  }),
  // The same list under the trailing-slash path the spec names.
  projectsWithSlash: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dashboard/projects/',
    access: staff,
    tags,
    response: 'results.ZProjectsResponse',
  }),
  surveyResults: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_results/:surveyId',
    access: staff,
    scope: { check: 'survey:read', id: 'params.surveyId' },
    tags,
    summary: 'Result cards of a survey, one per question',
    params: 'results.ZSurveyIdParams',
    body: 'results.ZSurveyResultsRequest',
    response: 'results.ZSurveyResultsResponse',
  }),
  openAnswers: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_open_answers/:surveyId',
    access: staff,
    scope: { check: 'survey:read', id: 'params.surveyId' },
    tags,
    params: 'results.ZSurveyIdParams',
    body: 'results.ZOpenAnswersRequest',
    response: 'results.ZOpenAnswersPage',
  }),
  finishedCount: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_number_of_respondents',
    access: staff,
    scope: { check: 'survey:read', id: 'body.surveyId' },
    tags,
    body: 'results.ZRespondentCountRequest',
    response: 'results.ZCountResponse',
  }),
  unfinishedCount: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_number_of_unfinished_respondents',
    access: staff,
    scope: { check: 'survey:read', id: 'body.surveyId' },
    tags,
    body: 'results.ZRespondentCountRequest',
    response: 'results.ZCountResponse',
  }),
  /** The date of the survey's first answer, as a JSON string. */
  surveyStart: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_start/:id',
    access: staff,
    scope: { check: 'survey:read', id: 'params.id' },
    tags,
    params: 'results.ZIdParams',
    response: 'results.ZSurveyStartResponse',
  }),
  translationCounts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/get_survey_translations_with_respondent_count/:id',
    access: staff,
    scope: { check: 'survey:read', id: 'params.id' },
    tags,
    params: 'results.ZIdParams',
    response: 'results.ZTranslationCountsResponse',
  }),
  // The spec's GET counts the whole survey; the dashboard posts its scope so that the language
  // counts follow its period and answer filters like every other count on the screen.
  scopedTranslationCounts: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_translations_with_respondent_count/:id',
    access: staff,
    scope: { check: 'survey:read', id: 'params.id' },
    tags,
    params: 'results.ZIdParams',
    body: 'results.ZResultsScope',
    response: 'results.ZTranslationCountsResponse',
  }),
  internalName: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_internal_name/:id',
    access: staff,
    scope: { check: 'survey:read', id: 'params.id' },
    tags,
    params: 'results.ZIdParams',
    response: 'results.ZInternalNameResponse',
  }),
};
