// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints, type TStubAnswer } from '../../../test/stub-endpoints';
import { prehashPassword } from '../../../lib/prehash-password';
import { ChangePasswordDialog, checkPasswordChange } from './change-password-dialog';

function renderDialog(answer: TStubAnswer<typeof API.auth.changePassword> = { body: { ok: true } }) {
  const { bodiesTo } = stubEndpoints(
    on(API.auth.sessionValid, { body: { valid: false } }),
    on(API.auth.changePassword, answer),
  );
  const { element } = renderableApp([{ path: '/', element: <ChangePasswordDialog isOpen onClose={() => {}} /> }], '/');
  render(element);
  return bodiesTo;
}

describe('change-password dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('warns that the passwords are not equal and sends nothing', async () => {
    const bodiesTo = renderDialog();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'wachtwoord-1' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: 'wachtwoord-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords are not equal.');
    expect(bodiesTo(API.auth.changePassword)).toEqual([]);
  });

  it('sends the current password with the new one, both hashed', async () => {
    const bodiesTo = renderDialog();
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'oud-wachtwoord' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'wachtwoord-1' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: 'wachtwoord-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your password has been saved.')).toBeTruthy();
    expect(bodiesTo(API.auth.changePassword)).toEqual([
      { password: await prehashPassword('wachtwoord-1'), currentPassword: await prehashPassword('oud-wachtwoord') },
    ]);
  });

  it.each([
    ['wrong_current_password', 'The current password is not right.'],
    ['common_password', 'This password is one of the most common ones. Choose another one.'],
  ])('says what to put right when the server answers %s', async (code, text) => {
    renderDialog({ status: 400, body: { error: { code, message: 'refused' } } });
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'oud-wachtwoord' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'wachtwoord-1' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: 'wachtwoord-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('treats empty entries as not equal (spec §5)', () => {
    expect(checkPasswordChange('', '')).toBe('notEqual');
    expect(checkPasswordChange('abcdefgh', 'abcdefgi')).toBe('notEqual');
    expect(checkPasswordChange('abc', 'abc')).toBe('tooShort');
    expect(checkPasswordChange('abcdefgh', 'abcdefgh')).toBeNull();
  });
});
