// @vitest-environment happy-dom
import { API, endpointPath } from '@peil/contract/api';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { surveyResultsQuery } from '../features/dashboard/api/get-survey-results';
import { todayIsoDate } from '../features/dashboard/logic/date-range';
import { SESSION_EXPIRED_EVENT } from '../lib/session-context';
import { storeSelectedSurvey } from '../lib/session-storage';
import { createQueryClient } from './query-client';
import { staffRoutes } from './routes';
import { startFirstRequests } from './start-requests';

type TAnswer = { status: number; body: unknown } | 'never';

/** A fetch that records each request's path and body and answers by path; unknown paths wait. */
function stubServer(answers: Record<string, TAnswer>) {
  const requests: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    requests.push({ path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers[path] ?? 'never';
    if (answer === 'never') return new Promise<Response>(() => {});
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return requests;
}

const SUMMARY = endpointPath(API.results.projectsSummary);
const SESSION = endpointPath(API.auth.sessionValid);
const START_OF_4 = endpointPath(API.results.surveyStart, { id: 4 });
const RESULTS_OF_4 = endpointPath(API.results.surveyResults, { surveyId: 4 });
const SURVEYS = [
  { survey_id: 4, survey_name: 'Intake', project_name: null },
  { survey_id: 9, survey_name: 'Nazorg', project_name: null },
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('startFirstRequests', () => {
  it('asks for the survey list while the session check has not answered', async () => {
    const requests = stubServer({ [SUMMARY]: { status: 200, body: { surveys: [] } } });
    startFirstRequests(createQueryClient(), staffRoutes, '/dashboard', 'nl');
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toContain(SUMMARY));
    expect(requests.map((request) => request.path)).toContain(SESSION);
  });

  it("starts the first survey's name, start date, results and languages once the list is in", async () => {
    const requests = stubServer({
      [SUMMARY]: { status: 200, body: { surveys: SURVEYS } },
      [START_OF_4]: { status: 200, body: '2024-03-01' },
    });
    const queryClient = createQueryClient();
    startFirstRequests(queryClient, staffRoutes, '/resultaten', 'en');
    await vi.waitFor(() => expect(requests.filter((request) => request.body !== undefined)).toHaveLength(2), {
      timeout: 5000,
    });
    const results = requests.find((request) => /results/.test(request.path));
    expect(results?.body).toMatchObject({ fromDate: '2024-03-01', filter: [], translationFilter: [], locale: 'en' });
    expect(requests.some((request) => request.path.includes('/9'))).toBe(false);
  });

  it('does not ask the results again when the dashboard mounts after they came in', async () => {
    const requests = stubServer({
      [SUMMARY]: { status: 200, body: { surveys: SURVEYS } },
      [START_OF_4]: { status: 200, body: '2024-03-01' },
      [RESULTS_OF_4]: { status: 200, body: [] },
    });
    const queryClient = createQueryClient();
    startFirstRequests(queryClient, staffRoutes, '/dashboard', 'nl');
    const scope = { fromDate: '2024-03-01', toDate: todayIsoDate(), filter: [], translationFilter: [] };
    const key = surveyResultsQuery(4, scope, 'nl').queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    const observer = new QueryObserver(queryClient, surveyResultsQuery(4, scope, 'nl'));
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(requests.filter((request) => request.path.endsWith('/get_survey_results/4'))).toHaveLength(1);
  });

  it('asks nothing but the session check on a page without the dashboard', async () => {
    const requests = stubServer({});
    startFirstRequests(createQueryClient(), staffRoutes, '/vragenlijsten', 'nl');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((request) => request.path)).toEqual([SESSION]);
  });

  it('starts the stored survey at once, without waiting for the list', async () => {
    storeSelectedSurvey(9);
    const requests = stubServer({});
    startFirstRequests(createQueryClient(), staffRoutes, '/dashboard', 'nl');
    await vi.waitFor(() => expect(requests.filter((request) => request.path.includes('/9')).length).toBe(2));
  });

  it('turns a 401 into the same sign-out the screens cause', async () => {
    stubServer({ [SUMMARY]: { status: 401, body: { error: { code: 'unauthorized', message: 'no session' } } } });
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    startFirstRequests(createQueryClient(), staffRoutes, '/dashboard', 'nl');
    await vi.waitFor(() => expect(expired).toHaveBeenCalled());
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });
});
