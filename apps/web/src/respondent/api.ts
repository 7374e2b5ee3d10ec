import type { TContentLocale } from '@peil/contract/locale-codes';
import type { TSavePageResponseRequest, TSurveyStartResponse } from '@peil/contract/respondent';
import { respondentEndpoints } from '@peil/contract/api/respondent';
import { unsubscribeEndpoints } from '@peil/contract/api/unsubscribe';
import { callEndpoint } from '../lib/api-client';
import { takeEmbeddedStart } from './embedded-start';
import { invitationListOf } from './invitation-list';
import { parseRespondentPath } from './paths';

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
    return callEndpoint(respondentEndpoints.surveyStart, { params: { id: surveyId, locale } });
  },
  token: (surveyId: string, locale: TContentLocale) => {
    const list = invitationListOf(surveyId);
    return callEndpoint(respondentEndpoints.respondentToken, { params: { id: surveyId, locale }, query: { list } });
  },
  savePage: (payload: TSavePageResponseRequest) => {
    const list = currentInvitationList();
    return callEndpoint(respondentEndpoints.savePage, {
      body: { ...payload, ...(list === undefined ? {} : { list }) },
    });
  },
  removeFromMailing: (uuid: string, email: string, sig: string) =>
    callEndpoint(unsubscribeEndpoints.removeFromMailing, { body: { uuid, email, sig } }),
};
