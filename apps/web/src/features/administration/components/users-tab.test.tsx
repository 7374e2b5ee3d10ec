// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';

initTestI18n('en');
let UsersTab: typeof import('./users-tab').UsersTab;

beforeAll(async () => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  await import('../i18n');
  ({ UsersTab } = await import('./users-tab'));
});

const user = (id: number, username: string, organizationId: number) => ({
  id,
  username,
  email: `${username}@kliniek.nl`,
  role: 3 as const,
  organizationId,
  organization_name: '',
  client_id: 1,
  client_name: 'Fertiliteit',
  locale: 'nl',
});

function renderTab(role: 1 | 2) {
  const { bodiesTo } = stubEndpoints(
    on(API.auth.sessionValid, { body: { valid: false } }),
    on(API.administration.managedOrganizations, {
      body: [
        { id: 5, name: 'Kliniek Amsterdam' },
        { id: 8, name: 'Kliniek Utrecht' },
      ],
    }),
    on(API.administration.getUsers, { organizationId: 5 }, { body: [user(1, 'amsterdammer', 5)] }),
    on(API.administration.getUsers, { organizationId: 8 }, { body: [user(2, 'utrechter', 8)] }),
    on(API.surveys.newProject, { body: { id: 40, name: 'Poli' } }),
    on(API.surveys.list, { body: [] }),
  );
  const tab = (
    <UsersTab
      viewer={{ role, username: 'beheerder', organizationId: 5, organizationName: 'Kliniek Amsterdam' }}
      scope={{ clientId: null, organization: null }}
      onScopeChange={() => {}}
      onMessage={() => {}}
    />
  );
  render(renderableApp([{ path: '/', element: tab }], '/').element);
  return bodiesTo;
}

describe('users tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lets an admin with admin access to another organisation pick it', async () => {
    renderTab(2);
    expect(await screen.findByText('amsterdammer')).toBeTruthy();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Organisation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kliniek Utrecht' }));
    expect(await screen.findByText('utrechter')).toBeTruthy();
    expect(screen.queryByText('amsterdammer')).toBeNull();
  });

  it('opens the new-project dialog for the organisation in view; translations are the superadmin’s', async () => {
    const bodiesTo = renderTab(2);
    await screen.findByText('amsterdammer');
    expect(screen.queryByRole('button', { name: 'Translations' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Project name' }), { target: { value: 'Poli' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(bodiesTo(API.surveys.newProject)).toEqual([{ projectName: 'Poli', organizationId: 5 }]));
  });

  it('offers a superadmin the translations chooser, which asks for the survey first', async () => {
    renderTab(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Translations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Translations' });
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
