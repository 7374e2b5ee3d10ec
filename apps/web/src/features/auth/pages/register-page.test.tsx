// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints, type TStubAnswer } from '../../../test/stub-endpoints';
import { RegisterPage } from './register-page';

function renderRegister(registerAnswer: TStubAnswer<typeof API.auth.register>) {
  const { bodiesTo } = stubEndpoints(
    on(API.auth.sessionValid, { body: { valid: false } }),
    on(API.auth.register, registerAnswer),
  );
  const { router, element } = renderableApp(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/register',
  );
  render(element);
  return { router, bodiesTo };
}

async function fillIn(email: string) {
  fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'nieuw' } });
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'een-wachtwoord' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(['someone@kliniek.info', 'someone@kliniek.n', 'someone@kliniek', 'no-at-sign.nl'])(
    'refuses %s: the e-mail address needs a top-level domain of 2 or 3 letters',
    async (email) => {
      const { bodiesTo } = renderRegister({ body: { ok: true } });
      await fillIn(email);
      expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
      expect(bodiesTo(API.auth.register)).toEqual([]);
    },
  );

  it('registers, shows the success text and goes to /login by itself', async () => {
    const { router, bodiesTo } = renderRegister({ body: { ok: true } });
    await fillIn('nieuw@kliniek.com');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Success')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Your account has been registered. You will now be taken to the login page. ' +
          'We have sent you an e-mail: open its link to confirm your address before you log in.',
      ),
    ).toBeTruthy();
    expect(bodiesTo(API.auth.register)[0]).toMatchObject({
      username: 'nieuw',
      email: 'nieuw@kliniek.com',
      locale: 'en',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("says a taken username is taken, with the spec's duplicate text", async () => {
    renderRegister({ status: 409, body: { error: { code: 'duplicate_user', message: 'taken' } } });
    await fillIn('nieuw@kliniek.nl');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('This username or email already exists. Please enter a different one.'),
    ).toBeTruthy();
  });

  it('shows the failure text and stays on the page', async () => {
    const { router } = renderRegister({ status: 500, body: { error: { code: 'internal', message: 'broken' } } });
    await fillIn('nieuw@kliniek.nl');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error')).toBeTruthy();
    expect(
      within(dialog).getByText('Something went wrong while creating the account. Check your internet connection.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/register');
  });
});
