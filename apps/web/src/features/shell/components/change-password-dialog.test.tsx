// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderableApp, stubFetch } from '../../../app/test-providers';
import { ChangePasswordDialog, checkPasswordChange } from './change-password-dialog';

function renderDialog() {
  const { fetchStub, calls } = stubFetch({
    'GET /api/v1/isSessionValid': { body: { valid: false } },
    'POST /api/v1/change_password': { body: { ok: true } },
  });
  vi.stubGlobal('fetch', fetchStub);
  const { element } = renderableApp([{ path: '/', element: <ChangePasswordDialog isOpen onClose={() => {}} /> }], '/');
  render(element);
  return calls;
}

describe('change-password dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('warns that the passwords are not equal and sends nothing', async () => {
    const calls = renderDialog();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'wachtwoord-1' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: 'wachtwoord-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords are not equal.');
    expect(calls.map((call) => call.key)).not.toContain('POST /api/v1/change_password');
  });

  it('saves equal passwords', async () => {
    const calls = renderDialog();
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'wachtwoord-1' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: 'wachtwoord-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('POST /api/v1/change_password'));
    expect(await screen.findByText('Your password has been saved.')).toBeTruthy();
  });

  it('treats empty entries as not equal (spec §5)', () => {
    expect(checkPasswordChange('', '')).toBe('notEqual');
    expect(checkPasswordChange('abcdefgh', 'abcdefgi')).toBe('notEqual');
    expect(checkPasswordChange('abc', 'abc')).toBe('tooShort');
    expect(checkPasswordChange('abcdefgh', 'abcdefgh')).toBeNull();
  });
});
