// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLoginResponse } from '@peil/contract/auth';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { API } from '@peil/contract/api';
import { staffDictionaries } from '../i18n/staff-dictionaries';
import { saveLoginSession } from '../lib/session-storage';
import { on, stubEndpoints, type TStubAnswer } from '../test/stub-endpoints';
import { LoginPage } from './login-page';

const loginResponse = {
  username: 'beheerder',
  organization_id: 1,
  organization_name: 'Kliniek Amsterdam',
  versionNumber: '1.0.0',
  role: 2,
  benchmark_enabled: 1,
  signed_statements: 0,
  requires_signed_statement: true,
  language_locale: 'nl',
  time_zone: 'Europe/Amsterdam',
} satisfies TLoginResponse;
const NO_SESSION = on(API.auth.sessionValid, { body: { valid: false } });
const SHA256_OF_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

/** The login page in a language; `goTo` records where it sends the browser instead of loading a page. */
function renderLogin(locale: TStaffLocale = 'en') {
  const goTo = vi.fn<(path: string) => void>();
  render(<LoginPage initialTexts={{ locale, dictionary: staffDictionaries[locale] }} goTo={goTo} />);
  return goTo;
}

async function fillAndSubmit(username: string, password: string, submitName = 'Log in') {
  fireEvent.change(await screen.findByLabelText(/^(Username|Gebruikersnaam|Benutzername)/), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText(/^(Password|Wachtwoord|Passwort)$/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: submitName }));
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps submit disabled until both fields are filled', async () => {
    stubEndpoints(NO_SESSION);
    renderLogin();
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'beheerder' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    expect(submit).toHaveProperty('disabled', false);
  });

  it('shows the flags, remember me and the links of the spec, with the field names password managers know', () => {
    stubEndpoints(NO_SESSION);
    renderLogin('nl');
    const flags = screen.getByRole('group', { name: 'Taal kiezen' });
    expect([...flags.querySelectorAll('button')].map((button) => button.lang)).toEqual(['nl', 'de', 'en', 'fr']);
    expect(screen.getByRole('button', { name: 'Nederlands' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText('Gebruikersnaam').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Wachtwoord').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('checkbox', { name: 'Onthoud mij' })).toHaveProperty('checked', false);
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe(
      '/wachtwoord-vergeten',
    );
    expect(screen.getByRole('link', { name: 'Account aanmaken' }).getAttribute('href')).toBe('/registreren');
  });

  it('sends the SHA-256 of the password, stores the session and opens /statement when unsigned', async () => {
    const { bodiesTo } = stubEndpoints(
      NO_SESSION,
      on(API.auth.login, { body: loginResponse }),
      on(API.auth.verifyClient, { body: [{ id: 1, requires_signed_statement: true }] }),
    );
    const goTo = renderLogin();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit('beheerder', 'abc');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/statement'));
    expect(bodiesTo(API.auth.login)).toEqual([
      { username: 'beheerder', password: SHA256_OF_ABC, rememberMe: true, locale: 'en' },
    ]);
    expect(bodiesTo(API.auth.verifyClient)).toEqual([{ organization_id: 1 }]);
    expect(localStorage.getItem('username')).toBe('beheerder');
    expect(localStorage.getItem('organization_name')).toBe('Kliniek Amsterdam');
    // The account's language wins: the staff app opens in it.
    expect(localStorage.getItem('language_locale')).toBe('nl');
  });

  it('opens the dashboard after a login that needs no statement', async () => {
    stubEndpoints(
      NO_SESSION,
      on(API.auth.login, { body: { ...loginResponse, requires_signed_statement: false } }),
      on(API.auth.verifyClient, { body: [{ id: 2, requires_signed_statement: false }] }),
    );
    const goTo = renderLogin();
    await fillAndSubmit('beheerder', 'abc');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/dashboard'));
    expect(goTo).toHaveBeenCalledTimes(1);
  });

  it('sends a browser with a live session on to the dashboard (spec: /login redirects when logged in)', async () => {
    stubEndpoints(on(API.auth.sessionValid, { body: { ...loginResponse, signed_statements: 1, valid: true } }));
    const goTo = renderLogin();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/dashboard'));
    expect(localStorage.getItem('username')).toBe('beheerder');
  });

  it('waits for the session check when a session is stored, and forgets it when the server has none', async () => {
    saveLoginSession({ ...loginResponse, signed_statements: 1 });
    let answerCheck: (answer: TStubAnswer<typeof API.auth.sessionValid>) => void = () => {};
    stubEndpoints(on(API.auth.sessionValid, () => new Promise((resolve) => (answerCheck = resolve))));
    const goTo = renderLogin();
    expect(screen.getByRole('status').textContent).toBe('Checking session...');
    // In its place but not usable, so that nothing moves when the check ends.
    const form = screen.getByLabelText('Username').closest('form')!;
    expect(form.hasAttribute('inert')).toBe(true);
    answerCheck({ body: { valid: false } });
    await waitFor(() => expect(form.hasAttribute('inert')).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(localStorage.getItem('username')).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });

  // The form shows before the start-up session check answers; that older answer must not undo a login.
  it('stays logged in when the start-up check answers "not logged in" after the login', async () => {
    let answerCheck: (answer: TStubAnswer<typeof API.auth.sessionValid>) => void = () => {};
    stubEndpoints(
      on(API.auth.sessionValid, () => new Promise((resolve) => (answerCheck = resolve))),
      on(API.auth.login, { body: loginResponse }),
      on(API.auth.verifyClient, { body: [{ id: 1, requires_signed_statement: true }] }),
    );
    const goTo = renderLogin();
    await fillAndSubmit('beheerder', 'abc');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/statement'));
    answerCheck({ body: { valid: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('username')).toBe('beheerder');
    expect(goTo).toHaveBeenCalledTimes(1);
  });

  it('ends the server session too when the client verification fails', async () => {
    const { calls } = stubEndpoints(
      NO_SESSION,
      on(API.auth.login, { body: loginResponse }),
      on(API.auth.verifyClient, {
        status: 404,
        body: { error: { code: 'not_found', message: 'Organisation not found.' } },
      }),
      on(API.auth.logout, { body: { ok: true } }),
    );
    const goTo = renderLogin();
    await fillAndSubmit('beheerder', 'abc');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong password'));
    expect(calls.map((call) => call.endpoint)).toEqual([
      API.auth.sessionValid,
      API.auth.login,
      API.auth.verifyClient,
      API.auth.logout,
    ]);
    expect(goTo).not.toHaveBeenCalled();
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('shows the server error text in red, tied to the fields, and stays logged out', async () => {
    stubEndpoints(NO_SESSION, on(API.auth.login, { status: 401, body: 'Wrong password' }));
    renderLogin();
    await fillAndSubmit('x', 'y');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong password'));
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('login-error');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(alert.id);
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('names too many attempts and a server failure apart from a wrong password', async () => {
    stubEndpoints(NO_SESSION, on(API.auth.login, { status: 429, body: 'Too many login attempts' }));
    renderLogin();
    await fillAndSubmit('x', 'y');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again in a few minutes.'),
    );
    stubEndpoints(NO_SESSION, on(API.auth.login, { status: 503, body: { error: { code: 'x' } } }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(staffDictionaries.en.common.genericError));
  });

  it('asks an unverified account to confirm its address first and mails a new link on request', async () => {
    const { bodiesTo } = stubEndpoints(
      NO_SESSION,
      on(API.auth.login, { status: 403, body: 'Verify your e-mail address first' }),
      on(API.auth.resendVerification, { body: { ok: true } }),
    );
    renderLogin();
    await fillAndSubmit('nieuw', 'abc');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Confirm your e-mail address first: open the link in the e-mail we sent you.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent you a new link. Check your e-mail.')).toBeTruthy();
    expect(bodiesTo(API.auth.resendVerification)).toEqual([
      { username: 'nieuw', password: SHA256_OF_ABC, locale: 'en' },
    ]);
  });

  it("switches the language: texts, links, the html lang, the stored choice and a failed login's error", async () => {
    const { bodiesTo } = stubEndpoints(NO_SESSION, on(API.auth.login, { status: 401, body: 'Wrong password' }));
    renderLogin('de');
    await fillAndSubmit('x', 'abc', 'Anmelden');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Falscher Benutzername oder falsches Passwort'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Verkeerde gebruikersnaam of wachtwoord'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(staffDictionaries.nl.login.title);
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe(
      '/wachtwoord-vergeten',
    );
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem('language_locale')).toBe('nl');
    // The next login tells the server the language chosen on this page.
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(bodiesTo(API.auth.login)).toHaveLength(2));
    expect(bodiesTo(API.auth.login)[1]?.locale).toBe('nl');
  });
});
