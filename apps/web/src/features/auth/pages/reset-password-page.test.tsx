// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { prehashPassword } from '../../../lib/prehash-password';
import { ResetPasswordPage } from './reset-password-page';

function openLink(path: string) {
  const { bodiesTo } = stubEndpoints(
    on(API.auth.sessionValid, { body: { valid: false } }),
    on(API.auth.resetPassword, { body: { ok: true } }),
  );
  const { element } = renderableApp(
    [{ path: '/reset_password/:userId/:token/:locale', element: <ResetPasswordPage /> }],
    path,
  );
  render(element);
  return bodiesTo;
}

describe('ResetPasswordPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes its language from the link', async () => {
    openLink('/reset_password/7/abc/de');
    expect(await screen.findByRole('heading', { name: 'Neues Passwort festlegen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeTruthy();
    expect(localStorage.getItem('language_locale')).toBe('de');
  });

  it('checks the passwords in the spec order: match, then not empty, then at least 8 characters', async () => {
    openLink('/reset_password/7/abc/nl');
    const password = await screen.findByLabelText('Wachtwoord');
    const repeat = screen.getByLabelText('Herhaal wachtwoord');
    const confirm = screen.getByRole('button', { name: 'Bevestigen' });
    const tryWith = async (first: string, second: string, expected: string) => {
      fireEvent.change(password, { target: { value: first } });
      fireEvent.change(repeat, { target: { value: second } });
      fireEvent.click(confirm);
      expect(await screen.findByText(expected)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    };
    // An empty first field that differs from the second is a mismatch before it is empty.
    await tryWith('', 'kort', 'De wachtwoorden komen niet overeen.');
    await tryWith('', '', 'Geen wachtwoord ingevuld.');
    await tryWith('kort', 'kort', 'Wachtwoord te kort (minimaal 8 tekens).');
  });

  it("sends the link's token as its SHA-256 hex, not as it appears in the link", async () => {
    const bodiesTo = openLink('/reset_password/7/abc/en');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'nieuw-wachtwoord' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: 'nieuw-wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your password has been changed. You can now log in.')).toBeTruthy();
    expect(bodiesTo(API.auth.resetPassword)).toEqual([
      {
        password: await prehashPassword('nieuw-wachtwoord'),
        user_id: 7,
        token: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        passwordLength: 16,
      },
    ]);
  });
});
