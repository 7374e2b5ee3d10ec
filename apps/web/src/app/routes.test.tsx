// @vitest-environment happy-dom
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aliasesOf, PROTECTED_ROUTES, PUBLIC_ROUTES, type TStaffRouteId } from '@peil/contract/routes';
import { RegisterPage } from '../features/auth/pages/register-page';
import { AppShell, type TStaffRouteHandle } from '../features/shell/components/app-shell';
import { fillPath } from '../lib/paths';
import { staffRoutes } from './routes';

/** The page a route shows: its element, or the Component its lazy chunk resolves to. */
async function elementType(route: RouteObject): Promise<unknown> {
  if (isValidElement(route.element)) return route.element.type;
  if (typeof route.lazy === 'function') return ((await route.lazy()) as { Component?: unknown }).Component;
  return undefined;
}

async function hasShell(routes: RouteObject[]): Promise<boolean> {
  return (await Promise.all(routes.map(elementType))).includes(AppShell);
}

/** Every route with its descendants. */
function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

function matchedRoutes(path: string): RouteObject[] {
  return (matchRoutes(staffRoutes, path) ?? []).map((match) => match.route);
}

describe('staff route table', () => {
  it.each(['/registreren', '/registrieren', '/register', '/inscription'])('opens registration at %s', async (path) => {
    expect(aliasesOf(PUBLIC_ROUTES.register)).toContain(path);
    expect(await elementType(matchedRoutes(path).at(-1)!)).toBe(RegisterPage);
  });

  // AppShell sends a visitor without a session to /login, so every page under it requires login.
  const protectedPaths = (Object.keys(PROTECTED_ROUTES) as TStaffRouteId[]).flatMap((routeId) =>
    aliasesOf(PROTECTED_ROUTES[routeId]).map((alias) => [routeId, fillPath(alias, { editSurveyId: 7, id: 3 })]),
  );

  it.each(protectedPaths)('puts %s at %s behind the login', async (routeId, path) => {
    const routes = matchedRoutes(path);
    expect(await hasShell(routes)).toBe(true);
    expect((routes.at(-1)!.handle as TStaffRouteHandle).routeId).toBe(routeId);
  });

  it('covers the protected routes of the spec', async () => {
    const spec = [
      '/dashboard',
      '/resultaten',
      '/verzendlijsten',
      '/verzendlijsten/nieuwe-verzendlijst',
      '/vragenlijsten',
      '/vragenlijsten/nieuwe-vragenlijst',
      '/vragenlijsten/vragenlijst-aanpassen/12',
      '/benchmark',
      '/benchmark-time',
      '/administratie',
      '/benchmark-settings',
      '/benchmark-clusters-aanpassen/4',
      '/stel-een-vraag',
    ];
    for (const path of spec) expect(await hasShell(matchedRoutes(path)), path).toBe(true);
  });

  it('keeps public pages out of the login, and sends unknown paths to the dashboard', async () => {
    for (const path of ['/login', '/statement', '/logout', '/wachtwoord-vergeten', '/restart', '/privacy-statement']) {
      expect(await hasShell(matchedRoutes(path)), path).toBe(false);
    }
    expect(matchedRoutes('/does-not-exist').at(-1)!.path).toBe('*');
  });

  // Every page and the shell are chunks loaded on demand; /login only hands over to login.html.
  it('renders only the hand-over to the login and the root layout without loading a chunk', () => {
    const eager = allRoutes(staffRoutes)
      .filter((route) => isValidElement(route.element) && route.path !== '*')
      .map((route) => route.path ?? '(layout)');
    expect(new Set(eager)).toEqual(new Set(['(layout)', ...aliasesOf(PUBLIC_ROUTES.login)]));
    expect(allRoutes(staffRoutes).filter((route) => route.Component !== undefined)).toEqual([]);
  });
});
