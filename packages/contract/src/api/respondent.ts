import { ZApiError } from '../errors.js';
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
} from '../respondent.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * The respondent's calls: survey content in one locale, a token per respondent, saving a page
 * of answers. All public; a survey is named by its uuid (or numeric id) and nothing beyond what
 * a respondent sees is returned.
 */
const tags = ['respondent'];
const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError };
const TOKEN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const respondentEndpoints = {
  checkReferral: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/check_referral/:id',
    access: 'public',
    tags,
    params: ZSurveyIdParams,
    response: ZCheckReferralResponse,
    otherResponses: errors,
  }),
  surveyTranslations: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/get_survey_translations/:id',
    access: 'public',
    tags,
    params: ZSurveyIdParams,
    response: ZSurveyTranslationsResponse,
    otherResponses: errors,
  }),
  surveyColor: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/get_survey_color/:id',
    access: 'public',
    tags,
    params: ZSurveyIdParams,
    response: ZSurveyColorResponse,
    otherResponses: errors,
  }),
  surveyLogo: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/get_survey_logo/:id',
    access: 'public',
    tags,
    params: ZSurveyIdParams,
    response: ZSurveyLogoResponse,
    otherResponses: errors,
  }),
  surveyName: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_survey_name/:id/:locale',
    access: 'public',
    tags,
    params: ZSurveyLocaleParams,
    response: ZSurveyNameResponse,
    otherResponses: errors,
  }),
  beginMessage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_begin_message/:id/:locale',
    access: 'public',
    tags,
    params: ZSurveyLocaleParams,
    response: ZSurveyMessageResponse,
    otherResponses: errors,
  }),
  endMessage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_end_message/:id/:locale',
    access: 'public',
    tags,
    params: ZSurveyLocaleParams,
    response: ZSurveyMessageResponse,
    otherResponses: errors,
  }),
  translatedSurveyPages: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_translated_survey_pages',
    access: 'public',
    tags,
    body: ZTranslatedSurveyPagesRequest,
    response: ZTranslatedSurveyPagesResponse,
    otherResponses: errors,
  }),
  translatedPageComponents: defineEndpoint({
    method: 'POST',
    path: '/api/v1/survey/get_translated_page_components',
    access: 'public',
    tags,
    body: ZTranslatedPageComponentsRequest,
    response: ZTranslatedPageComponentsResponse,
    otherResponses: errors,
  }),
  // One round trip before the first screen; it reads as much as the calls above, so it is
  // limited per address like the token.
  surveyStart: defineEndpoint({
    method: 'GET',
    path: '/api/v1/survey/respondent_start/:id/:locale',
    access: 'public',
    tags,
    params: ZSurveyLocaleParams,
    response: ZSurveyStartResponse,
    otherResponses: errors,
    rateLimit: TOKEN_RATE_LIMIT,
  }),
  respondentToken: defineEndpoint({
    method: 'POST',
    path: '/api/v1/respondent/get_respondent_token/:id/:locale',
    access: 'public',
    tags,
    params: ZSurveyLocaleParams,
    query: ZInvitationListQuery,
    response: ZRespondentTokenResponse,
    otherResponses: errors,
    rateLimit: TOKEN_RATE_LIMIT,
  }),
  // The server counts this limit per respondent token rather than per address.
  savePage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/respondent/save_page_response/',
    access: 'public',
    tags,
    body: ZSavePageResponseRequest,
    response: ZSavePageResponseResponse,
    otherResponses: { ...errors, 401: ZApiError, 429: ZApiError },
    rateLimit: { max: 60, timeWindow: '1 minute' },
  }),
};
