import { defineEndpoint } from './define-endpoint.js';

/**
 * The respondent's calls: survey content in one locale, a token per respondent, saving a page
 * of answers. All public; a survey is named by its uuid (or numeric id) and nothing beyond what
 * a respondent sees is returned.
 */
const tags = ['respondent'];
const errors = { 400: 'errors.ZApiError', 403: 'errors.ZApiError', 404: 'errors.ZApiError' } as const;
const TOKEN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const respondentEndpoints = {
  checkReferral: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/check_referral/:id',
    access: 'public',
    tags,
    params: 'respondent.ZSurveyIdParams',
    response: 'respondent.ZCheckReferralResponse',
    otherResponses: errors,
  }),
  surveyTranslations: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/get_survey_translations/:id',
    access: 'public',
    tags,
    params: 'respondent.ZSurveyIdParams',
    response: 'respondent.ZSurveyTranslationsResponse',
    otherResponses: errors,
  }),
  surveyColor: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/get_survey_color/:id',
    access: 'public',
    tags,
    params: 'respondent.ZSurveyIdParams',
    response: 'respondent.ZSurveyColorResponse',
    otherResponses: errors,
  }),
  surveyLogo: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/get_survey_logo/:id',
    access: 'public',
    tags,
    params: 'respondent.ZSurveyIdParams',
    response: 'respondent.ZSurveyLogoResponse',
    otherResponses: errors,
  }),
  surveyName: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_name/:id/:locale',
    access: 'public',
    tags,
    params: 'respondent.ZSurveyLocaleParams',
    response: 'respondent.ZSurveyNameResponse',
    otherResponses: errors,
  }),
  beginMessage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_begin_message/:id/:locale',
    access: 'public',
    tags,
    params: 'respondent.ZSurveyLocaleParams',
    response: 'respondent.ZSurveyMessageResponse',
    otherResponses: errors,
  }),
  endMessage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_end_message/:id/:locale',
    access: 'public',
    tags,
    params: 'respondent.ZSurveyLocaleParams',
    response: 'respondent.ZSurveyMessageResponse',
    otherResponses: errors,
  }),
  translatedSurveyPages: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_translated_survey_pages',
    access: 'public',
    tags,
    body: 'respondent.ZTranslatedSurveyPagesRequest',
    response: 'respondent.ZTranslatedSurveyPagesResponse',
    otherResponses: errors,
  }),
  translatedPageComponents: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_translated_page_components',
    access: 'public',
    tags,
    body: 'respondent.ZTranslatedPageComponentsRequest',
    response: 'respondent.ZTranslatedPageComponentsResponse',
    otherResponses: errors,
  }),
  // One round trip before the first screen; it reads as much as the calls above, so it is
  // limited per address like the token.
  surveyStart: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/respondent_start/:id/:locale',
    access: 'public',
    tags,
    params: 'respondent.ZSurveyLocaleParams',
    response: 'respondent.ZSurveyStartResponse',
    otherResponses: errors,
    rateLimit: TOKEN_RATE_LIMIT,
  }),
  respondentToken: defineEndpoint({
    method: 'POST',
    path: '/api/v1/respondent/get_respondent_token/:id/:locale',
    access: 'public',
    tags,
    params: 'respondent.ZSurveyLocaleParams',
    query: 'respondent.ZInvitationListQuery',
    response: 'respondent.ZRespondentTokenResponse',
    otherResponses: errors,
    rateLimit: TOKEN_RATE_LIMIT,
  }),
  // The server counts this limit per respondent token rather than per address.
  savePage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/respondent/save_page_response/',
    access: 'public',
    tags,
    body: 'respondent.ZSavePageResponseRequest',
    response: 'respondent.ZSavePageResponseResponse',
    otherResponses: { ...errors, 401: 'errors.ZApiError', 429: 'errors.ZApiError' },
    rateLimit: { max: 60, timeWindow: '1 minute' },
  }),
};
