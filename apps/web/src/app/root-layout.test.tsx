// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLoginSession } from '../lib/session-storage';
import { PageLoading } from './root-layout';
import { staffRoutes } from './routes';
import { initTestI18n, renderableApp } from './test-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function openWhileTheSessionCheckWaits(path: string) {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  render(renderableApp(staffRoutes, path).element);
}

describe('RootLayout', () => {
  it('shows the login at once to a browser without a stored session, before the session check answers', async () => {
    openWhileTheSessionCheckWaits('/login');
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits for the session check on the login when a session is stored, and on every other page', async () => {
    saveLoginSession({
      username: 'beheerder',
      organization_id: 1,
      organization_name: 'Kliniek Amsterdam',
      versionNumber: '1.0.0',
      role: 2,
      benchmark_enabled: 1,
      signed_statements: 1,
      requires_signed_statement: false,
      language_locale: 'en',
      time_zone: 'Europe/Amsterdam',
    });
    openWhileTheSessionCheckWaits('/login');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    cleanup();
    localStorage.clear();
    openWhileTheSessionCheckWaits('/forgot-password');
    expect(await screen.findByRole('status')).toBeTruthy();
  });
});

describe('PageLoading', () => {
  // A top margin on the first child collapses through <body>: the body then starts lower and
  // moves up when the page replaces the spinner, which Lighthouse counts as a layout shift.
  it('keeps its distance from the top with padding, not with a margin', () => {
    render(
      <I18nextProvider i18n={initTestI18n('en')}>
        <PageLoading />
      </I18nextProvider>,
    );
    const style = getComputedStyle(screen.getByRole('status'));
    expect(parseFloat(style.marginTop || '0')).toBe(0);
    expect(style.paddingTop).toBe('80px');
  });
});
