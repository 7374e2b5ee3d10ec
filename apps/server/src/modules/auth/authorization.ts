import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { TEndpoint, TEndpointAccess } from '@peil/contract/api';
import { isRoleAtLeast } from '@peil/contract/domain';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, unauthenticated } from '../../lib/errors.js';
import { checkEndpointScope } from './policies/endpoint-scope.js';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from './session-store.js';

/**
 * What a route needs before its handler runs. Every route declares one in
 * `config.access`; the server refuses to start when a route has none, so a new endpoint
 * cannot ship without an authorization decision.
 *
 * - `public`: anyone, with or without a session (login, respondent calls, status).
 * - `{ minRole }`: a session whose role ranks at or above `minRole` (1 is the highest).
 *
 * Decisions about a particular record (this survey, that organisation) are the endpoint's
 * `scope`: its checks run the policies of `policies/` before the handler (addScopeCheck). Lists
 * apply the same policies inside their queries, with `request.user`.
 */
export type RouteAccess = TEndpointAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The contract's endpoint the route was registered from (lib/register-endpoint.ts). */
    endpoint?: TEndpoint;
    /** The route serves the statement flow itself, so a user who has not signed may call it. */
    beforeStatement?: boolean;
    /** Static files and the apps' HTML: no session lookup, so an asset costs no database query. */
    withoutSession?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export type RegisteredRoute = { method: string; url: string; access: RouteAccess; endpoint?: TEndpoint };

/** The user of a route that declared `{ minRole }`; the onRequest hook guarantees there is one. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * The endpoint's scope checks, run as the route's last preHandler: after the access rule, the
 * schemas and any rate limit, before the handler. The HEAD route Fastify adds for a GET passes
 * here too, so it answers 404 and 403 as its GET does.
 */
function addScopeCheck(route: RouteOptions, db: Db): void {
  const scope = route.config?.endpoint?.scope;
  if (!scope) return;
  const check: preHandlerAsyncHookHandler = (request) => checkEndpointScope(db, request, scope);
  route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), check];
}

export function registerAuthorization(app: FastifyInstance, db: Db): RegisteredRoute[] {
  const registered: RegisteredRoute[] = [];
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    addScopeCheck(route, db);
    if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
    if (route.url.startsWith('/api/docs') || route.url === '*' || route.url === '/*') return;
    const config = route.config;
    const access = config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      registered.push({ method: String(method), url: route.url, access, endpoint: config.endpoint });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (request.routeOptions.config.withoutSession) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await findSessionUser(db, token) : null;
    if (!access || access === 'public') return;
    if (!request.user) throw unauthenticated();
    if (!isRoleAtLeast(request.user.role, access.minRole)) throw forbidden();
    // The data-processing statement comes before any use of the data, for clients that require it.
    if (request.user.mustSignStatement && !request.routeOptions.config.beforeStatement) {
      throw new AppError('statement_required', 'Sign the data-processing statement first.');
    }
  });

  return registered;
}
