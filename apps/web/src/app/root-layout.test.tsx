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
  // The login is login.html: the staff app only hands over to it, by its canonical address,
  // which the server answers with login.html (so no spelling of it loops back to the staff app).
  it.each(['/login', '/Login', '/login/'])(
    'loads the login page for %s without waiting for the session check',
    (path) => {
      const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
      openWhileTheSessionCheckWaits(path);
      expect(replace).toHaveBeenCalledWith('/login');
      replace.mockRestore();
    },
  );

  it('waits for the session check on every other page', async () => {
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
    openWhileTheSessionCheckWaits('/dashboard');
    expect(await screen.findByRole('status')).toBeTruthy();
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
