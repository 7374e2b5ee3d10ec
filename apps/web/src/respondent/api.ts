import type { TContentLocale } from '@peil/contract/locale-codes';
import type {
  TCheckReferralResponse,
  TPageComponent,
  TRespondentTokenResponse,
  TSavePageResponseRequest,
  TSavePageResponseResponse,
  TSurveyColorResponse,
  TSurveyLogoResponse,
  TSurveyMessageResponse,
  TSurveyNameResponse,
  TSurveyPage,
  TSurveyTranslationsResponse,
} from '@peil/contract/respondent';
import { apiRequest } from '../lib/api-client.js';

const id = (surveyId: string) => encodeURIComponent(surveyId);

export const respondentApi = {
  checkReferral: (surveyId: string) =>
    apiRequest<TCheckReferralResponse>('GET', `/api/v1/survey/check_referral/${id(surveyId)}`),
  translations: (surveyId: string) =>
    apiRequest<TSurveyTranslationsResponse>('GET', `/api/v1/survey/get_survey_translations/${id(surveyId)}`),
  color: (surveyId: string) =>
    apiRequest<TSurveyColorResponse>('GET', `/api/v1/survey/get_survey_color/${id(surveyId)}`),
  logo: (surveyId: string) => apiRequest<TSurveyLogoResponse>('GET', `/api/v1/survey/get_survey_logo/${id(surveyId)}`),
  name: (surveyId: string, locale: TContentLocale) =>
    apiRequest<TSurveyNameResponse>('POST', `/api/v1/survey/get_survey_name/${id(surveyId)}/${locale}`),
  message: (which: 'begin' | 'end', surveyId: string, locale: TContentLocale) =>
    apiRequest<TSurveyMessageResponse>('POST', `/api/v1/survey/get_${which}_message/${id(surveyId)}/${locale}`),
  pages: (surveyId: string, locale: TContentLocale) =>
    apiRequest<TSurveyPage[]>('POST', '/api/v1/survey/get_translated_survey_pages', { id: surveyId, locale }),
  components: (surveyId: string, pageIndex: number, locale: TContentLocale) =>
    apiRequest<TPageComponent[]>('POST', '/api/v1/survey/get_translated_page_components', {
      surveyId,
      pageIndex,
      locale,
    }),
  token: (surveyId: string, locale: TContentLocale) =>
    apiRequest<TRespondentTokenResponse>('POST', `/api/v1/respondent/get_respondent_token/${id(surveyId)}/${locale}`),
  savePage: (payload: TSavePageResponseRequest) =>
    apiRequest<TSavePageResponseResponse>('POST', '/api/v1/respondent/save_page_response/', payload),
  removeFromMailing: (uuid: string, email: string) =>
    apiRequest<{ ok: true }>('POST', '/api/v1/remove-from-mailing', { uuid, email }),
};
