// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TClient } from '@peil/contract/administration';
import { ThemeProvider } from '@mui/material/styles';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { theme } from '../../../app/theme';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';

initTestI18n('en');
let ClientDialog: typeof import('./client-dialog').ClientDialog;

beforeAll(async () => {
  // The test decides the screen: the dialog asks whether it runs on a phone.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  await import('../i18n');
  ({ ClientDialog } = await import('./client-dialog'));
});

const clientEight: TClient = {
  id: 8,
  name: 'Kliniek acht',
  organization_count: 1,
  settings_id: null,
  settings_name: null,
  template: 'default',
  benchmark_enabled: false,
  requires_signed_statement: true,
  has_logo: false,
  sender_domains: ['kliniek-acht.nl'],
};

function renderDialog(client: TClient | null) {
  const { bodiesTo } = stubEndpoints(
    on(API.auth.sessionValid, { body: { valid: false } }),
    on(API.benchmarkSettings.allSettings, { body: [] }),
    on(API.administration.getClientLogo, { clientId: 8 }, { body: { logo: null } }),
    on(API.administration.insertClient, { body: { id: 12 } }),
    on(API.administration.editClient, { body: { ok: true } }),
  );
  const onSaved = vi.fn();
  const dialog = <ClientDialog client={client} viewerRole={1} onClose={() => {}} onSaved={onSaved} />;
  const { element } = renderableApp(
    [{ path: '/', element: <ThemeProvider theme={theme}>{dialog}</ThemeProvider> }],
    '/',
  );
  render(element);
  return { bodiesTo, onSaved };
}

describe('client dialog: the statement flag', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lets a superadmin require the statement of a new client', async () => {
    const { bodiesTo, onSaved } = renderDialog(null);
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Nieuwe kliniek' } });
    const flag = screen.getByRole('switch', { name: 'Users must sign the data processing agreement' });
    expect(flag).toHaveProperty('checked', false);
    fireEvent.click(flag);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodiesTo(API.administration.insertClient)[0]).toEqual({
      name: 'Nieuwe kliniek',
      settingsId: null,
      requiresSignedStatement: true,
    });
  });

  it("shows the client's statement flag, whatever its id, and saves it switched off", async () => {
    const { bodiesTo, onSaved } = renderDialog(clientEight);
    const flag = await screen.findByRole('switch', { name: 'Users must sign the data processing agreement' });
    expect(flag).toHaveProperty('checked', true);
    expect(flag).toHaveProperty('disabled', false);
    fireEvent.click(flag);
    expect(flag).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodiesTo(API.administration.editClient)[0]).toMatchObject({
      clientId: 8,
      requiresSignedStatement: false,
    });
  });
});

describe('client dialog: own sender domains', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the stored domains, refuses what is not a domain, and saves the list', async () => {
    const { bodiesTo, onSaved } = renderDialog(clientEight);
    const field = await screen.findByRole('textbox', { name: 'Own sender domains' });
    expect(field).toHaveProperty('value', 'kliniek-acht.nl');
    fireEvent.change(field, { target: { value: 'kliniek-acht.nl, info@zorg.nl' } });
    expect(screen.getByText('Not a domain name: info@zorg.nl')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    fireEvent.change(field, { target: { value: 'Kliniek-Acht.nl, zorg.nl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodiesTo(API.administration.editClient)[0]).toMatchObject({
      clientId: 8,
      senderDomains: ['kliniek-acht.nl', 'zorg.nl'],
    });
  });
});
