// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../app/test-providers';
import { on, stubEndpoints } from '../test/stub-endpoints';
import { LanguageFlags } from '../features/auth/components/language-flags';
import { saveLoginSession } from './session-storage';

const login = {
  username: 'beheerder',
  organization_id: 7,
  organization_name: 'Kliniek Noord',
  versionNumber: '1.2.3',
  role: 2 as const,
  benchmark_enabled: 1 as const,
  signed_statements: 1 as const,
  requires_signed_statement: false,
  language_locale: 'en',
  time_zone: 'Europe/Amsterdam',
};

function renderFlags() {
  render(renderableApp([{ path: '/', element: <LanguageFlags locales={['nl', 'de', 'en', 'fr']} /> }], '/').element);
}

describe('switching the interface language', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('stores the choice on the account while logged in', async () => {
    saveLoginSession(login);
    const { calls, bodiesTo } = stubEndpoints(
      on(API.auth.sessionValid, { body: { ...login, valid: true } }),
      on(API.auth.languageLocale, { body: { ok: true } }),
    );
    renderFlags();
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(calls[1]?.endpoint).toBe(API.auth.languageLocale));
    expect(bodiesTo(API.auth.languageLocale)).toEqual([{ language_locale: 'fr' }]);
    expect(localStorage.getItem('language_locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('stores it on the device only while logged out', async () => {
    const { calls } = stubEndpoints(on(API.auth.sessionValid, { body: { valid: false } }));
    renderFlags();
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() => expect(localStorage.getItem('language_locale')).toBe('de'));
    expect(calls.map((call) => call.endpoint)).toEqual([API.auth.sessionValid]);
  });
});
