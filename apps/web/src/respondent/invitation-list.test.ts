// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { on, stubEndpoints } from '../test/stub-endpoints';
import { respondentApi } from './api';
import { invitationListOf, rememberInvitationList } from './invitation-list';

const SURVEY = '0b7e3c1a-1111-4222-8333-444455556666';
const LIST = '9f0c2d4e-aaaa-4bbb-8ccc-ddddeeeeffff';

/** Records each request and answers as the server would. */
function recordRequests() {
  return stubEndpoints(
    on(API.respondent.respondentToken, { id: SURVEY, locale: 'nl' }, { body: { token: 't' } }),
    on(API.respondent.savePage, { body: { saved: true, finished: true } }),
  );
}

describe('the invitation list of a survey link', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
  });

  it('is remembered from the link and sent with the token request and the saves', async () => {
    rememberInvitationList(SURVEY, `?list=${LIST}`);
    expect(invitationListOf(SURVEY)).toBe(LIST);
    history.replaceState(null, '', `/vragenlijst/${SURVEY}`);
    const requests = recordRequests();
    await respondentApi.token(SURVEY, 'nl');
    await respondentApi.savePage({ token: 't', page: 1, answers: [] });
    expect(requests.callsTo(API.respondent.respondentToken).map((call) => call.query.toString())).toEqual([
      `list=${LIST}`,
    ]);
    expect(requests.bodiesTo(API.respondent.savePage)).toEqual([{ token: 't', page: 1, answers: [], list: LIST }]);
  });

  it('is not kept when malformed, and nothing is added without one', async () => {
    rememberInvitationList(SURVEY, '?list=<script>');
    expect(invitationListOf(SURVEY)).toBeUndefined();
    history.replaceState(null, '', `/vragenlijst/${SURVEY}`);
    const requests = recordRequests();
    await respondentApi.token(SURVEY, 'nl');
    await respondentApi.savePage({ token: 't', page: 1, answers: [] });
    expect(requests.callsTo(API.respondent.respondentToken).map((call) => call.query.toString())).toEqual(['']);
    expect(requests.bodiesTo(API.respondent.savePage)).toEqual([{ token: 't', page: 1, answers: [] }]);
  });
});
