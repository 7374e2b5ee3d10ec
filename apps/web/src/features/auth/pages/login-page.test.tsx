// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderableApp, stubFetch } from '../../../app/test-providers';
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
};

function renderLogin(locale: 'nl' | 'de' | 'en' | 'fr' = 'en') {
  const { router, element } = renderableApp(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/statement', element: <p>statement page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    '/login',
    locale,
  );
  render(element);
  return router;
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps submit disabled until both fields are filled', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/v1/isSessionValid': { body: { valid: false } } }).fetchStub);
    renderLogin();
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'beheerder' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    expect(submit).toHaveProperty('disabled', false);
  });

  it('sends the SHA-256 of the password, stores the session and opens /statement when unsigned', async () => {
    const { fetchStub, calls } = stubFetch({
      'GET /api/v1/isSessionValid': { body: { valid: false } },
      'POST /api/v1/login': { body: loginResponse },
      'POST /api/v1/administration/verify_client': { body: [{ id: 1, requires_signed_statement: true }] },
    });
    vi.stubGlobal('fetch', fetchStub);
    const router = renderLogin();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'beheerder' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('statement page');
    expect(router.state.location.pathname).toBe('/statement');
    expect(calls.find((call) => call.key === 'POST /api/v1/login')?.body).toEqual({
      username: 'beheerder',
      password: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      rememberMe: false,
      locale: 'en',
    });
    expect(calls.find((call) => call.key === 'POST /api/v1/administration/verify_client')?.body).toEqual({
      organization_id: 1,
    });
    expect(localStorage.getItem('username')).toBe('beheerder');
    expect(localStorage.getItem('organization_name')).toBe('Kliniek Amsterdam');
  });

  // The login shows before the start-up session check answers; that older answer must not undo it.
  it('stays logged in when the start-up check answers "not logged in" after the login', async () => {
    const { fetchStub } = stubFetch({
      'POST /api/v1/login': { body: loginResponse },
      'POST /api/v1/administration/verify_client': { body: [{ id: 1, requires_signed_statement: true }] },
    });
    let answerCheck: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/isSessionValid')
        ? new Promise<Response>((resolve) => (answerCheck = resolve))
        : fetchStub(input, init),
    );
    const router = renderLogin();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'beheerder' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('statement page');
    answerCheck(new Response(JSON.stringify({ valid: false })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('username')).toBe('beheerder');
    expect(router.state.location.pathname).toBe('/statement');
  });

  it('ends the server session too when the client verification fails', async () => {
    const { fetchStub, calls } = stubFetch({
      'GET /api/v1/isSessionValid': { body: { valid: false } },
      'POST /api/v1/login': { body: loginResponse },
      'POST /api/v1/administration/verify_client': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Organisation not found.' } },
      },
      'GET /api/v1/logout': { body: { ok: true } },
    });
    vi.stubGlobal('fetch', fetchStub);
    const router = renderLogin();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'beheerder' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong password'));
    expect(calls.map((call) => call.key)).toEqual([
      'GET /api/v1/isSessionValid',
      'POST /api/v1/login',
      'POST /api/v1/administration/verify_client',
      'GET /api/v1/logout',
    ]);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('shows the server error text in red and stays logged out', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/v1/isSessionValid': { body: { valid: false } },
        'POST /api/v1/login': { status: 401, body: 'Wrong password' },
      }).fetchStub,
    );
    renderLogin();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong password'));
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('asks an unverified account to confirm its address first and mails a new link on request', async () => {
    const { fetchStub, calls } = stubFetch({
      'GET /api/v1/isSessionValid': { body: { valid: false } },
      'POST /api/v1/login': { status: 403, body: 'Verify your e-mail address first' },
      'POST /api/v1/resend-verification': { body: { ok: true } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderLogin();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'nieuw' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Confirm your e-mail address first: open the link in the e-mail we sent you.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent you a new link. Check your e-mail.')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/v1/resend-verification')?.body).toEqual({
      username: 'nieuw',
      password: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      locale: 'en',
    });
  });

  it("shows a failed login's error in the language switched to afterwards", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/v1/isSessionValid': { body: { valid: false } },
        'POST /api/v1/login': { status: 401, body: 'Wrong password' },
      }).fetchStub,
    );
    renderLogin('de');
    fireEvent.change(await screen.findByLabelText('Benutzername'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Falscher Benutzername oder falsches Passwort'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Verkeerde gebruikersnaam of wachtwoord'));
  });
});
