// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints, type TStubAnswer } from '../../../test/stub-endpoints';
import { VerifyEmailPage } from './verify-email-page';

function openLink(path: string, answer: TStubAnswer<typeof API.auth.verifyEmail>) {
  const { bodiesTo } = stubEndpoints(
    on(API.auth.sessionValid, { body: { valid: false } }),
    on(API.auth.verifyEmail, answer),
  );
  const { element } = renderableApp(
    [
      { path: '/e-mailadres-bevestigen/:token', element: <VerifyEmailPage /> },
      { path: '/confirmer-e-mail/:token', element: <VerifyEmailPage /> },
    ],
    path,
  );
  render(<StrictMode>{element}</StrictMode>);
  return bodiesTo;
}

describe('VerifyEmailPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sends the link's token once and says the address is confirmed, in the link's language", async () => {
    const bodiesTo = openLink('/e-mailadres-bevestigen/abc-123', { body: { ok: true } });
    expect(await screen.findByText('Uw e-mailadres is bevestigd. U kunt nu inloggen.')).toBeTruthy();
    expect(bodiesTo(API.auth.verifyEmail)).toEqual([{ token: 'abc-123' }]);
    expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
  });

  it('says when the link is used or expired', async () => {
    openLink('/confirmer-e-mail/used', {
      status: 400,
      body: { error: { code: 'invalid_verification_link', message: 'no' } },
    });
    expect(
      await screen.findByText(
        "Ce lien n'est pas valide, a déjà été utilisé ou a expiré. Connectez-vous pour demander un nouveau lien.",
      ),
    ).toBeTruthy();
  });
});
