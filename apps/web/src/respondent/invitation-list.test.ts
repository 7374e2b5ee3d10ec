// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { respondentApi } from './api';
import { invitationListOf, rememberInvitationList } from './invitation-list';

const SURVEY = '0b7e3c1a-1111-4222-8333-444455556666';
const LIST = '9f0c2d4e-aaaa-4bbb-8ccc-ddddeeeeffff';

/** Records the URL and body of each request and answers as the server would. */
function recordRequests() {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const result = String(input).includes('token') ? { token: 't' } : { saved: true, finished: true };
    return new Response(JSON.stringify(result), { status: 200 });
  });
  return requests;
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
    expect(requests[0]!.url).toBe(`/api/v1/respondent/get_respondent_token/${SURVEY}/nl?list=${LIST}`);
    expect(requests[1]!.body).toEqual({ token: 't', page: 1, answers: [], list: LIST });
  });

  it('is not kept when malformed, and nothing is added without one', async () => {
    rememberInvitationList(SURVEY, '?list=<script>');
    expect(invitationListOf(SURVEY)).toBeUndefined();
    history.replaceState(null, '', `/vragenlijst/${SURVEY}`);
    const requests = recordRequests();
    await respondentApi.token(SURVEY, 'nl');
    await respondentApi.savePage({ token: 't', page: 1, answers: [] });
    expect(requests[0]!.url).toBe(`/api/v1/respondent/get_respondent_token/${SURVEY}/nl`);
    expect(requests[1]!.body).toEqual({ token: 't', page: 1, answers: [] });
  });
});
