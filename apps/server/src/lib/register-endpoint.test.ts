import { afterAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, defineEndpoint, endpointKey } from '@peil/contract/api';
import { ROLE } from '@peil/contract/domain';
import { buildApp } from '../app.js';
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
});
