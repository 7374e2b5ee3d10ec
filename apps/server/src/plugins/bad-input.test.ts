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
              failures.push(`${route.method} ${fillParams(route.url, value)} ${JSON.stringify(body)?.slice(0, 80)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
