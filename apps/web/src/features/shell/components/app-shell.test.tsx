// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { aliasesOf, PROTECTED_ROUTES, type TStaffRouteId } from '@peil/contract/routes';
import { RootLayout } from '../../../app/root-layout';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { callEndpoint } from '../../../lib/api-client';
import { SESSION_EXPIRED_EVENT } from '../../../lib/session-context';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { useSelectedSurvey } from '../selected-survey';
import { AppShell } from './app-shell';

const session = {
  valid: true,
  username: 'beheerder',
  organization_id: 3,
  organization_name: 'Kliniek Amsterdam',
  versionNumber: '1.0.0',
  role: 1,
  benchmark_enabled: 1,
  signed_statements: 1,
  requires_signed_statement: true,
  time_zone: 'Europe/Amsterdam',
  // The account's language, which the session check applies: the tests' default, English.
  language_locale: 'en',
} as const;
const surveys = {
  surveys: [{ survey_id: 12, survey_name: 'Tevredenheid', project_name: 'Kliniek', uuid: 'survey-12' }],
};

// Any call of the app will do for the probe: the shell must forget its cached answer.
const PROBE = API.benchmarkSettings.allSettings;
const probeAnswer = [{ id: 1, name: 'cached answer' }];

/** Shows the selected survey and a cached answer, to see both forgotten at sign-out. */
function ProbePage() {
  const { selectedSurveyId } = useSelectedSurvey();
  const data = useQuery({ queryKey: ['probe'], queryFn: () => callEndpoint(PROBE) });
  const answer = data.data?.[0]?.name ?? data.error?.message ?? '';
  return <p data-testid="probe">{`survey ${selectedSurveyId ?? 'none'}, ${answer}`}</p>;
}

function shellRoutes(): RouteObject[] {
  const pages = (Object.keys(PROTECTED_ROUTES) as TStaffRouteId[]).flatMap((routeId) =>
    aliasesOf(PROTECTED_ROUTES[routeId]).map((path) => ({ path, handle: { routeId }, element: <ProbePage /> })),
  );
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/statement', element: <p>statement page</p> },
        { element: <AppShell />, children: pages },
      ],
    },
  ];
}

function renderShell(path: string, answers: Parameters<typeof stubEndpoints> = [], locale: TStaffLocale = 'en') {
  stubEndpoints(
    on(API.auth.sessionValid, { body: { ...session, language_locale: locale } }),
    on(API.results.projectsSummary, { body: surveys }),
    on(PROBE, { body: probeAnswer }),
    ...answers,
  );
  const app = renderableApp(shellRoutes(), path, locale);
  render(app.element);
  return app;
}

beforeAll(() => {
  // The test decides the screen: the shell asks for the screen width.
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('top bar survey dropdown', () => {
  it.each([
    ['nl', '/resultaten', 'Resultaten'],
    ['nl', '/dashboard', 'Dashboard'],
    ['nl', '/benchmark', 'Benchmark'],
    ['de', '/benchmarking', 'Benchmarking'],
    ['fr', '/reference', 'Référence'],
  ] as const)('is shown on the page titled %s %s', async (locale, path, title) => {
    renderShell(path, [], locale);
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe(title));
    expect(screen.getByTestId('survey-picker')).toBeTruthy();
  });

  it('is absent on /vragenlijsten', async () => {
    renderShell('/vragenlijsten', [], 'nl');
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Vragenlijsten'));
    expect(screen.queryByTestId('survey-picker')).toBeNull();
  });
});

describe('sidebar', () => {
  it('puts the links of roles 1-3 in lists under the Research and Tools headings', async () => {
    renderShell('/vragenlijsten');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Research', 'Tools']);
    const research = within(nav).getByRole('list', { name: 'Research' });
    expect(
      within(research)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Surveys', 'Benchmark external', 'Benchmark internal']);
    const tools = within(nav).getByRole('list', { name: 'Tools' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Broadcasts', 'Users', 'Edit benchmark']);
    // Every link sits in a list item.
    for (const link of within(nav).getAllByRole('link')) expect(link.parentElement!.tagName).toBe('LI');
    expect(within(nav).getByRole('link', { name: 'Surveys' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows an observer no headings', async () => {
    renderShell('/dashboard', [on(API.auth.sessionValid, { body: { ...session, role: 4 } })]);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryAllByRole('heading')).toEqual([]);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Ask a question', 'Logout']);
  });
});

describe('session and statement', () => {
  it('loads the login page for a user without a session', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    renderShell('/dashboard', [on(API.auth.sessionValid, { body: { valid: false } })]);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    expect(screen.queryByTestId('probe')).toBeNull();
  });

  it('sends the user to /statement when the session check says it is not signed, whatever storage says', async () => {
    localStorage.setItem('signed_statements', '1');
    localStorage.setItem('requires_signed_statement', '0');
    const { router } = renderShell('/dashboard', [
      on(API.auth.sessionValid, { body: { ...session, signed_statements: 0 } }),
    ]);
    await screen.findByText('statement page');
    expect(router.state.location.pathname).toBe('/statement');
  });

  it('sends the user to /statement when a call is refused with statement_required', async () => {
    const { router } = renderShell('/dashboard', [
      on(PROBE, {
        status: 403,
        body: { error: { code: 'statement_required', message: 'Sign the data-processing statement first.' } },
      }),
    ]);
    await screen.findByText('statement page');
    expect(router.state.location.pathname).toBe('/statement');
    expect(localStorage.getItem('signed_statements')).toBe('0');
  });

  it('forgets the selected survey and every cached answer when the session ends', async () => {
    localStorage.setItem('selectedSurvey', '12');
    const { queryClient } = renderShell('/dashboard');
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('survey 12, cached answer'));
    expect(queryClient.getQueryData(['probe'])).toEqual(probeAnswer);

    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    act(() => {
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(localStorage.getItem('selectedSurvey')).toBeNull();
  });
});
