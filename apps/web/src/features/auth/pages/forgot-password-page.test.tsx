// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { ForgotPasswordPage } from './forgot-password-page';

const SESSION = on(API.auth.sessionValid, { body: { valid: false } });

function requestReset() {
  const { element, router } = renderableApp(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/forgot-password',
  );
  render(element);
  return router;
}

async function submitAddress() {
  fireEvent.change(await screen.findByLabelText(/E-mail address/), { target: { value: 'iemand@kliniek.nl' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

const UNKNOWN_EMAIL_TEXT = 'The email you entered is unknown to our database. Please enter a correct email address.';

describe('ForgotPasswordPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the same information for every address and then goes to the login page', async () => {
    const { bodiesTo } = stubEndpoints(SESSION, on(API.auth.forgotPassword, { body: { ok: true } }));
    requestReset();
    await submitAddress();
    await screen.findByText(/If this e-mail address is known to us/);
    expect(bodiesTo(API.auth.forgotPassword)).toEqual([
      {
        email: 'iemand@kliniek.nl',
        locale: 'en',
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByText('login page');
  });

  // The spec gives every failure its unknown_email text; the server never says whether an
  // address is known, so the text reveals nothing either way.
  it.each([
    ['too many requests', { status: 429, body: { error: { code: 'too_many_requests', message: 'slow down' } } }],
    ['a server error', { status: 500, body: { error: { code: 'internal', message: 'boom' } } }],
  ] as const)("shows the spec's forgot-password error text for %s", async (_what, answer) => {
    stubEndpoints(SESSION, on(API.auth.forgotPassword, answer));
    requestReset();
    await submitAddress();
    await screen.findByText(UNKNOWN_EMAIL_TEXT);
  });

  it("shows the spec's forgot-password error text when the network fails", async () => {
    stubEndpoints(
      SESSION,
      on(API.auth.forgotPassword, () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const router = requestReset();
    await submitAddress();
    await screen.findByText(UNKNOWN_EMAIL_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // A failure keeps the user on the page to try again.
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('has the language flags of the login page, which switch its texts', async () => {
    stubEndpoints(SESSION);
    requestReset();
    const flags = await screen.findByRole('group', { name: 'Choose language' });
    expect(
      within(flags)
        .getAllByRole('button')
        .map((flag) => flag.getAttribute('lang')),
    ).toEqual(['nl', 'de', 'en', 'fr']);
    fireEvent.click(within(flags).getByRole('button', { name: 'Nederlands' }));
    expect(await screen.findByRole('button', { name: 'Versturen' })).toBeTruthy();
    expect(localStorage.getItem('language_locale')).toBe('nl');
  });
});
