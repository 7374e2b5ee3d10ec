import type { TContentLocale } from '@peil/contract/locale-codes';
import type {
  TRespondentTokenResponse,
  TSavePageResponseRequest,
  TSavePageResponseResponse,
  TSurveyStartResponse,
} from '@peil/contract/respondent';
import { apiRequest } from '../lib/api-client.js';

const id = (surveyId: string) => encodeURIComponent(surveyId);

export const respondentApi = {
  start: (surveyId: string, locale: TContentLocale) =>
    apiRequest<TSurveyStartResponse>('GET', `/api/v1/survey/respondent_start/${id(surveyId)}/${locale}`),
  token: (surveyId: string, locale: TContentLocale) =>
    apiRequest<TRespondentTokenResponse>('POST', `/api/v1/respondent/get_respondent_token/${id(surveyId)}/${locale}`),
  savePage: (payload: TSavePageResponseRequest) =>
    apiRequest<TSavePageResponseResponse>('POST', '/api/v1/respondent/save_page_response/', payload),
  removeFromMailing: (uuid: string, email: string, sig: string) =>
    apiRequest<{ ok: true }>('POST', '/api/v1/remove-from-mailing', { uuid, email, sig }),
};
