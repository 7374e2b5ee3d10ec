import { afterAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, defineEndpoint, endpointKey } from '@peil/contract/api';
import { ROLE } from '@peil/contract/domain';
import { buildApp } from '../app.js';
import { buildOrganization, buildSurveyWithQuestions, buildUser } from '../test/factories.js';
import { sessionCookieFor } from '../test/results-fixture.js';
import { createTestApp } from '../test/test-app.js';
import { openTestDatabase } from '../test/test-database.js';
import { registerEndpoint } from './register-endpoint.js';

const ctx = await createTestApp();
afterAll(() => ctx.close());

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('the routes the server registers', () => {
  const registered = ctx.app.registeredRoutes;

  it('include every endpoint of the contract exactly once, with its access', () => {
    const counts = ALL_ENDPOINTS.map((endpoint) => {
      const routes = registered.filter((route) => route.endpoint === endpoint);
      return {
        key: endpointKey(endpoint),
        count: routes.length,
        sameAccess: routes.every((r) => r.access === endpoint.access),
      };
    });
    expect(counts.filter((entry) => entry.count !== 1 || !entry.sameAccess)).toEqual([]);
  });

  it('are all endpoints of the contract', () => {
    expect(registered.filter((route) => !route.endpoint).map(routeKey)).toEqual([]);
  });
});

describe('registerEndpoint', () => {
  it('validates params and body with the endpoint schemas and answers what the handler returns', async () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/test/echo/:id',
      access: 'public',
      // Named schemas of the contract: an id from the path, and an organisation's non-empty name.
      params: 'results.ZIdParams',
      body: 'administration.ZInsertOrganizationRequest',
      response: 'administration.ZInsertOrganizationRequest',
    });
    const database = await openTestDatabase();
    const app = await buildApp({ config: ctx.config, database });
    registerEndpoint(app, endpoint, async (request) => ({ clientId: request.params.id, name: request.body.name }));
    await app.ready();
    try {
      const ok = await app.inject({ method: 'POST', url: '/test/echo/7', payload: { name: 'Ada', clientId: 1 } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ clientId: 7, name: 'Ada' });
      const badParam = await app.inject({ method: 'POST', url: '/test/echo/x', payload: { name: 'Ada', clientId: 1 } });
      expect(badParam.statusCode).toBe(400);
      expect(badParam.json().error.code).toBe('bad_request');
      const badBody = await app.inject({ method: 'POST', url: '/test/echo/7', payload: { name: ' ', clientId: 1 } });
      expect(badBody.statusCode).toBe(400);
      expect(app.registeredRoutes.find((route) => route.url === '/test/echo/:id')?.endpoint).toBe(endpoint);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a caller below the endpoint access before the handler runs', async () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/test/admins',
      access: { minRole: ROLE.admin },
      response: 'auth.ZOkResponse',
    });
    const database = await openTestDatabase();
    const app = await buildApp({ config: ctx.config, database });
    let calls = 0;
    registerEndpoint(app, endpoint, async () => {
      calls += 1;
      return { ok: true as const };
    });
    await app.ready();
    try {
      const anonymous = await app.inject({ method: 'GET', url: '/test/admins' });
      expect(anonymous.statusCode).toBe(401);
      expect(calls).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('runs the endpoint scope before the handler: 404 for another organisation, 403 for a lower role', async () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/test/surveys/:surveyId',
      access: { minRole: ROLE.observer },
      params: 'surveys.ZSurveyIdParams',
      body: 'surveys.ZNewProjectRequest',
      response: 'auth.ZOkResponse',
      scope: [
        { check: 'survey:manage', id: 'params.surveyId' },
        { check: 'organization:access', id: 'body.organizationId' },
      ],
    });
    // A GET, to check the HEAD route Fastify adds beside it.
    const readEndpoint = defineEndpoint({
      method: 'GET',
      path: '/test/surveys/:surveyId',
      access: { minRole: ROLE.observer },
      params: 'surveys.ZSurveyIdParams',
      response: 'auth.ZOkResponse',
      scope: { check: 'survey:read', id: 'params.surveyId' },
    });
    const database = await openTestDatabase();
    const app = await buildApp({ config: ctx.config, database });
    let calls = 0;
    for (const scoped of [endpoint, readEndpoint]) {
      registerEndpoint(app, scoped, async () => {
        calls += 1;
        return { ok: true as const };
      });
    }
    await app.ready();
    try {
      const organization = await buildOrganization(database);
      const otherOrganization = await buildOrganization(database);
      const { survey } = await buildSurveyWithQuestions(database, { organizationId: organization.id, pages: [[]] });
      const admin = await buildUser(database, { role: ROLE.admin, organizationId: organization.id });
      const researcher = await buildUser(database, { role: ROLE.researcher, organizationId: organization.id });
      const otherAdmin = await buildUser(database, { role: ROLE.admin, organizationId: otherOrganization.id });
      const call = async (user: { id: number }, surveyId: number, body: { organizationId?: number } = {}) => {
        const response = await app.inject({
          method: 'POST',
          url: `/test/surveys/${surveyId}`,
          headers: { cookie: await sessionCookieFor(database, user.id) },
          payload: { projectName: 'P', ...body },
        });
        return { status: response.statusCode, code: response.json<{ error?: { code: string } }>().error?.code };
      };

      expect(await call(otherAdmin, survey.id)).toEqual({ status: 404, code: 'not_found' });
      expect(await call(researcher, survey.id)).toEqual({ status: 403, code: 'forbidden' });
      expect(await call(admin, survey.id + 1000)).toEqual({ status: 404, code: 'not_found' });
      // The second rule: the survey is the admin's, the organisation in the body is not.
      expect(await call(admin, survey.id, { organizationId: otherOrganization.id })).toEqual({
        status: 403,
        code: 'forbidden',
      });
      const head = await app.inject({
        method: 'HEAD',
        url: `/test/surveys/${survey.id}`,
        headers: { cookie: await sessionCookieFor(database, otherAdmin.id) },
      });
      expect(head.statusCode).toBe(404);
      expect(calls).toBe(0);

      // An optional id the request leaves out is not checked.
      expect(await call(admin, survey.id)).toEqual({ status: 200, code: undefined });
      expect(await call(admin, survey.id, { organizationId: organization.id })).toEqual({
        status: 200,
        code: undefined,
      });
      expect(calls).toBe(2);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
