import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@peil/contract/domain';
import { buildOrganization, buildUser, loginAs } from '../../test/factories.js';
import { buildApp } from '../../app.js';
import { createTestApp } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { RegisteredRoute } from './authorization.js';
import { ROUTE_ACCESS_TABLE } from './route-access-table.js';
import { ALL_ROLES, ROLE } from '@peil/contract/domain';

// Built at collection time: the per-route tests below are generated from the registered routes.
const ctx = await createTestApp();
afterAll(() => ctx.close());

const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const registered = ctx.app.registeredRoutes;
const protectedRoutes = registered.flatMap((route) =>
  route.access === 'public' ? [] : [{ key: routeKey(route), route, minRole: route.access.minRole }],
);

/** A concrete URL for a route pattern: every path parameter becomes 1. */
function concreteUrl(url: string): string {
  return url.replace(/:\w+/g, '1');
}

function callRoute(route: RegisteredRoute, cookie?: string) {
  return ctx.app.inject({
    method: route.method as 'GET' | 'POST',
    url: concreteUrl(route.url),
    headers: cookie ? { cookie } : {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('route access table', () => {
  it('has an entry for every registered route', () => {
    const missing = registered.map(routeKey).filter((key) => !(key in ROUTE_ACCESS_TABLE));
    expect(missing, 'add these routes to route-access-table.ts').toEqual([]);
  });

  it('lists no route that is not registered', () => {
    const keys = new Set(registered.map(routeKey));
    const stale = Object.keys(ROUTE_ACCESS_TABLE).filter((key) => !keys.has(key));
    expect(stale, 'remove these entries from route-access-table.ts').toEqual([]);
  });

  it('matches the access every route declares', () => {
    const differing = registered
      .filter((route) => routeKey(route) in ROUTE_ACCESS_TABLE)
      .filter((route) => JSON.stringify(ROUTE_ACCESS_TABLE[routeKey(route)]) !== JSON.stringify(route.access))
      .map((route) => `${routeKey(route)} declares ${JSON.stringify(route.access)}`);
    expect(differing).toEqual([]);
  });
});

describe('protected routes', () => {
  const cookies = new Map<TRole, string>();
  beforeAll(async () => {
    const organization = await buildOrganization(ctx.database);
    for (const role of ALL_ROLES) {
      cookies.set(
        role,
        await loginAs(ctx.app, await buildUser(ctx.database, { role, organizationId: organization.id })),
      );
    }
  });

  it('exist (the matrix below is not empty)', () => {
    expect(protectedRoutes.length).toBeGreaterThan(0);
  });

  it.each(protectedRoutes)(
    '$key answers 401 without a session and 403 below role $minRole',
    async ({ route, minRole }) => {
      const anonymous = await callRoute(route);
      expect(anonymous.statusCode, 'without a session').toBe(401);
      expect(anonymous.json().error.code).toBe('unauthenticated');
      for (const role of ALL_ROLES) {
        if (role <= minRole) continue;
        const response = await callRoute(route, cookies.get(role));
        expect(response.statusCode, `as role ${role}`).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      }
    },
  );
});

describe('role ranks', () => {
  // Every route above is open to observers today; this route proves the 403 path for higher ranks.
  it('refuses every role below minRole with 403 and lets the others through', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: ctx.config, database });
    app.get('/test/admin-only', { config: { access: { minRole: ROLE.admin } } }, async () => ({ ok: true }));
    await app.ready();
    try {
      const organization = await buildOrganization(database);
      for (const role of ALL_ROLES) {
        const cookie = await loginAs(app, await buildUser(database, { role, organizationId: organization.id }));
        const response = await app.inject({ method: 'GET', url: '/test/admin-only', headers: { cookie } });
        expect(response.statusCode, `role ${role}`).toBe(role === ROLE.superadmin || role === ROLE.admin ? 200 : 403);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
