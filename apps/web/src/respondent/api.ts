import type { TContentLocale } from '@peil/contract/locale-codes';
import type {
  TRespondentTokenResponse,
  TSavePageResponseRequest,
  TSavePageResponseResponse,
  TSurveyStartResponse,
} from '@peil/contract/respondent';
import { unsubscribeEndpoints } from '@peil/contract/api/unsubscribe';
import { apiRequest, callEndpoint } from '../lib/api-client.js';
import { takeEmbeddedStart } from './embedded-start.js';
import { invitationListOf } from './invitation-list.js';
import { parseRespondentPath } from './paths.js';

const id = (surveyId: string) => encodeURIComponent(surveyId);

/** The invitation list of the survey on this page, if the respondent came by a list's link. */
function currentInvitationList(): string | undefined {
  const route = parseRespondentPath(location.pathname);
  return route.kind === 'survey' ? invitationListOf(route.surveyId) : undefined;
}

export const respondentApi = {
  /** What the server put into the page when it is for this survey and locale, else one call. */
  start: (surveyId: string, locale: TContentLocale): Promise<TSurveyStartResponse> => {
    const embedded = takeEmbeddedStart(surveyId, locale);
    if (embedded) return Promise.resolve(embedded);
    return apiRequest<TSurveyStartResponse>('GET', `/api/v1/survey/respondent_start/${id(surveyId)}/${locale}`);
  },
  token: (surveyId: string, locale: TContentLocale) => {
    const list = invitationListOf(surveyId);
    const query = list === undefined ? '' : `?list=${list}`;
    return apiRequest<TRespondentTokenResponse>(
      'POST',
      `/api/v1/respondent/get_respondent_token/${id(surveyId)}/${locale}${query}`,
    );
  },
  savePage: (payload: TSavePageResponseRequest) => {
    const list = currentInvitationList();
    return apiRequest<TSavePageResponseResponse>('POST', '/api/v1/respondent/save_page_response/', {
      ...payload,
      ...(list === undefined ? {} : { list }),
    });
  },
  removeFromMailing: (uuid: string, email: string, sig: string) =>
    callEndpoint(unsubscribeEndpoints.removeFromMailing, { body: { uuid, email, sig } }),
};
