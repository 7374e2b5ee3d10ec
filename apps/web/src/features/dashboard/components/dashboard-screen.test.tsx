// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import type { TSurveySummary } from '@peil/contract/results';
import { renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { saveLoginSession } from '../../../lib/session-storage';
import { SurveyPicker } from '../../shell/components/survey-picker';

let DashboardScreen: typeof import('./dashboard-screen').DashboardScreen;
beforeAll(async () => {
  await import('../i18n');
  ({ DashboardScreen } = await import('./dashboard-screen'));
});

const login = {
  username: 'nieuw',
  organization_id: 5,
  organization_name: 'Kliniek Oost',
  versionNumber: '1.0.0',
  role: 4,
  benchmark_enabled: 0,
  signed_statements: 1,
  requires_signed_statement: false,
  language_locale: 'en',
  time_zone: 'Europe/Amsterdam',
} as const;

function renderDashboard(surveys: TSurveySummary[]) {
  saveLoginSession(login);
  stubEndpoints(on(API.results.projectsSummary, { body: { surveys } }), on(API.auth.sessionValid, { pending: true }));
  const element = (
    <>
      <SurveyPicker />
      <DashboardScreen />
    </>
  );
  render(renderableApp([{ path: '/', element }], '/').element);
}

describe('DashboardScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('tells an account without any survey that it waits for access, and who gives it', async () => {
    renderDashboard([]);
    const message = await screen.findByTestId('dashboard-no-access');
    expect(message.textContent).toContain('Waiting for access');
    expect(message.textContent).toContain('An administrator of Kliniek Oost gives you access');
    // The empty picker's label sits above its "No results" text instead of over it.
    const picker = screen.getByRole('combobox', { name: 'Survey' });
    expect(picker.textContent).toBe('No results');
    const label = document.getElementById(picker.getAttribute('aria-labelledby')!)!;
    expect(label.getAttribute('data-shrink')).toBe('true');
  });

  it('shows progress, not "choose a survey", until the first survey is chosen for the user', async () => {
    renderDashboard([{ survey_id: 12, survey_name: 'Tevredenheid', project_name: 'Kliniek', uuid: 'survey-12' }]);
    expect(await screen.findByTestId('dashboard-loading')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-empty')).toBeNull();
    await screen.findByRole('combobox', { name: 'Survey' });
    await waitFor(() => expect(screen.queryByTestId('dashboard-loading')).toBeNull(), { timeout: 10_000 });
    expect(screen.queryByTestId('dashboard-empty')).toBeNull();
  });

  it('says nothing of access while there are surveys', async () => {
    renderDashboard([{ survey_id: 12, survey_name: 'Tevredenheid', project_name: 'Kliniek', uuid: 'survey-12' }]);
    await screen.findByRole('combobox', { name: 'Survey' });
    expect(screen.queryByTestId('dashboard-no-access')).toBeNull();
  });
});
