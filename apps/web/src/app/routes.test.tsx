// @vitest-environment jsdom
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aliasesOf, PROTECTED_ROUTES, PUBLIC_ROUTES, type TStaffRouteId } from '@peil/contract/routes';
import { RegisterPage } from '../features/auth/pages/register-page';
import { AppShell, type TStaffRouteHandle } from '../features/shell/components/app-shell';
import { fillPath } from '../lib/paths';
import { staffRoutes } from './routes';

const elementType = (route: RouteObject) => (isValidElement(route.element) ? route.element.type : undefined);

function matchedRoutes(path: string): RouteObject[] {
  return (matchRoutes(staffRoutes, path) ?? []).map((match) => match.route);
}

describe('staff route table', () => {
  it.each(['/registreren', '/registrieren', '/register', '/inscription'])('opens registration at %s', (path) => {
    expect(aliasesOf(PUBLIC_ROUTES.register)).toContain(path);
    expect(elementType(matchedRoutes(path).at(-1)!)).toBe(RegisterPage);
  });

  // AppShell sends a visitor without a session to /login, so every page under it requires login.
  const protectedPaths = (Object.keys(PROTECTED_ROUTES) as TStaffRouteId[]).flatMap((routeId) =>
    aliasesOf(PROTECTED_ROUTES[routeId]).map((alias) => [routeId, fillPath(alias, { editSurveyId: 7, id: 3 })]),
  );

  it.each(protectedPaths)('puts %s at %s behind the login', (routeId, path) => {
    const routes = matchedRoutes(path);
    expect(routes.some((route) => elementType(route) === AppShell)).toBe(true);
    expect((routes.at(-1)!.handle as TStaffRouteHandle).routeId).toBe(routeId);
  });

  it('covers the protected routes of the spec', () => {
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
    for (const path of spec)
      expect(
        matchedRoutes(path).some((route) => elementType(route) === AppShell),
        path,
      ).toBe(true);
  });

  it('keeps public pages out of the login, and sends unknown paths to the dashboard', () => {
    for (const path of ['/login', '/statement', '/logout', '/wachtwoord-vergeten', '/restart', '/privacy-statement']) {
      expect(
        matchedRoutes(path).some((route) => elementType(route) === AppShell),
        path,
      ).toBe(false);
    }
    expect(matchedRoutes('/does-not-exist').at(-1)!.path).toBe('*');
  });
});
