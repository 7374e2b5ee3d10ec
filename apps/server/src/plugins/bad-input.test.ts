import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildUser } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { createSession } from '../modules/auth/session-store.js';

/**
 * Whatever a client sends, the answer is never a 500: every registered route gets malformed
 * path parameters and bodies with wrong types, huge numbers and oversized strings, as a
 * superadmin (so handlers run as far as they can) and without a session.
 */
const HUGE = 99_999_999_999;
const PARAM_VALUES = ['x', String(HUGE), '-1', '0', "1' or '1'='1", '%00'];
const BODIES: unknown[] = [
  undefined,
  {},
  [],
  'text',
  // Well-formed apart from ids past the integer range of the database.
  {
    id: HUGE,
    surveyId: HUGE,
    survey_id: HUGE,
    organizationId: HUGE,
    organization_id: HUGE,
    userId: HUGE,
    user_id: HUGE,
    projectId: HUGE,
    questionId: HUGE,
    pageIndex: HUGE,
    redirectToSurvey: HUGE,
    password: 'a'.repeat(64),
    passwordLength: 9,
    token: 'x',
    email: 'iemand@kliniek.nl',
    emails: ['iemand@kliniek.nl'],
    username: 'iemand',
    language_locale: 'nl',
    locale: 'nl',
    language: 'nl',
    amount: 40,
    name: 'Kopie',
    projectName: 'Project',
    internal_name: 'Naam',
    title: 'Titel',
    description: '',
    color: '#000000',
    status: 2,
    duplicateRespondents: true,
    fromDate: '2024-01-01',
    toDate: '2024-12-31',
    filter: [],
    translationFilter: [],
  },
  { id: 'x', surveyId: 'x', email: 'x'.repeat(5000), username: null, password: 12, token: {}, page: -1, answers: 'x' },
  {
    token: 'x',
    page: HUGE,
    answers: [{ position: HUGE, answer: { option: HUGE } }],
    filter: [{ questionId: HUGE, optionId: HUGE }],
    fromDate: '2024-02-31',
    toDate: 'tomorrow',
    translationFilter: ['x'.repeat(100)],
    locale: '../../etc',
  },
];

function fillParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value)).replace('*', 'x');
}

describe('bad input never gives a 500', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    // Self-registration places accounts in a home organisation, which every installation has.
    await buildOrganization(ctx.database, { isHomeOrganization: true });
    const admin = await buildUser(ctx.database, { role: 1, signedStatements: true });
    const { token } = await createSession(ctx.database.db, admin.id, false);
    cookie = `peil_session=${token}`;
  });
  afterAll(() => ctx.close());

  it('on every registered route', async () => {
    const failures: string[] = [];
    const routes = ctx.app.registeredRoutes.filter((route) => route.url !== '/api/v1/restart');
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      for (const value of PARAM_VALUES) {
        for (const body of route.method === 'GET' ? [undefined] : BODIES) {
          for (const headers of [{ cookie }, {}]) {
            const response = await ctx.app.inject({
              method: route.method as 'GET' | 'POST',
              url: fillParams(route.url, value),
              headers: { ...headers, ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}) },
              payload: body as never,
            });
            if (response.statusCode >= 500) {
              failures.push(
                `${route.method} ${fillParams(route.url, value)} ${body === undefined ? '' : JSON.stringify(body).slice(0, 80)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses a NUL character in any parameter, query or body field with a 400 naming it', async () => {
    const nul = 'a\u0000b';
    const nulBody = Object.fromEntries(
      Object.keys(BODIES[4] as object).map((key) => [key, key === 'emails' ? [nul] : nul]),
    );
    // A session and a client address of its own: the test above logs out and uses up limits.
    const admin = await buildUser(ctx.database, { role: 1, signedStatements: true });
    const ownCookie = `peil_session=${(await createSession(ctx.database.db, admin.id, false)).token}`;
    const remoteAddress = '10.77.0.1';
    const failures: string[] = [];
    const routes = ctx.app.registeredRoutes.filter((route) => route.url !== '/api/v1/restart');
    for (const route of routes) {
      const requests: { url: string; payload?: object; field: RegExp }[] = [
        { url: `${fillParams(route.url, 'x')}?search=${encodeURIComponent(nul)}`, field: /^querystring\.search$/ },
      ];
      if (route.url.includes(':')) requests.push({ url: fillParams(route.url, nul), field: /^params\./ });
      if (route.method !== 'GET')
        requests.push({ url: fillParams(route.url, '1'), payload: nulBody, field: /^body\./ });
      for (const request of requests) {
        const response = await ctx.app.inject({
          method: route.method as 'GET' | 'POST',
          url: request.url,
          headers: { cookie: ownCookie },
          remoteAddress,
          payload: request.payload,
        });
        const issue = response.statusCode === 400 ? response.json().error.issues?.[0]?.path : undefined;
        if (!request.field.test(String(issue)))
          failures.push(`${route.method} ${request.url}: ${response.statusCode} ${issue}`);
      }
    }
    expect(failures).toEqual([]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: nul, password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.issues).toEqual([
      { path: 'body.username', message: 'must not contain the NUL character' },
    ]);
  }, 300_000);
});
