// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAdministrationUser } from '@peil/contract/administration';
import { ThemeProvider } from '@mui/material/styles';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { theme } from '../../../app/theme';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import type { TUserDialogMode } from './user-dialog';

initTestI18n('en');
let UserDialog: typeof import('./user-dialog').UserDialog;

beforeAll(async () => {
  // The test decides the screen: the dialog asks whether it runs on a phone.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  // The feature registers its texts on import, which needs the initialised i18n instance.
  await import('../i18n');
  ({ UserDialog } = await import('./user-dialog'));
});

const researcher: TAdministrationUser = {
  id: 11,
  username: 'onderzoeker',
  email: 'onderzoeker@kliniek.nl',
  role: 3,
  organizationId: 5,
  organization_name: 'Kliniek Amsterdam',
  client_id: 1,
  client_name: 'Fertiliteit Nederland',
  locale: 'nl',
};

function renderDialog(mode: TUserDialogMode, ...answers: Parameters<typeof stubEndpoints>) {
  const { bodiesTo } = stubEndpoints(on(API.auth.sessionValid, { body: { valid: false } }), ...answers);
  const onSaved = vi.fn();
  const dialog = (
    <UserDialog mode={mode} viewerRole={2} viewerUsername="beheerder" onClose={() => {}} onSaved={onSaved} />
  );
  const { element } = renderableApp(
    [{ path: '/', element: <ThemeProvider theme={theme}>{dialog}</ThemeProvider> }],
    '/',
  );
  render(element);
  return { bodiesTo, onSaved };
}

async function chooseRole(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
  const options = await screen.findAllByRole('option');
  fireEvent.click(options.find((option) => option.textContent === name)!);
}

describe('user dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a password on edit only when the change-password box is ticked', async () => {
    const { bodiesTo, onSaved } = renderDialog(
      { kind: 'edit', user: researcher },
      on(API.administration.saveUser, { body: { ok: true } }),
    );
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'onderzoeker-2' } });
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodiesTo(API.administration.saveUser)[0]).toEqual({
      id: 11,
      username: 'onderzoeker-2',
      email: 'onderzoeker@kliniek.nl',
      role: 3,
      organizationId: 5,
      locale: 'nl',
    });

    fireEvent.click(screen.getByLabelText('Change password'));
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'geheim-wachtwoord' } });
    fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: 'geheim-wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(bodiesTo(API.administration.saveUser)[1]?.password).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows the spec text for a taken username or e-mail address', async () => {
    renderDialog(
      { kind: 'edit', user: researcher },
      on(API.administration.saveUser, { status: 409, body: { error: { code: 'duplicate_user', message: 'taken' } } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This username or email address already exists. Choose another one.',
    );
  });

  it('offers an admin no superadmin role and needs a project for an observer', async () => {
    const { bodiesTo, onSaved } = renderDialog(
      { kind: 'new', organizationId: 5, organizationName: 'Kliniek Amsterdam' },
      on(
        API.administration.projectsFromOrganization,
        { organizationId: 5 },
        { body: [{ id: 7, name: 'Patiëntervaring' }] },
      ),
      on(API.administration.insertUser, { body: { id: 99 } }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Admin', 'Researcher', 'Observer']);
    fireEvent.keyDown(options[0]!, { key: 'Escape' });
    await chooseRole('Observer');

    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'waarnemer-2' } });
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'waarnemer-2@kliniek.nl' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'geheim-wachtwoord' } });
    fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: 'geheim-wachtwoord' } });
    const project = await screen.findByRole('checkbox', { name: 'Patiëntervaring' });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose at least one project for an observer.')).toBeTruthy();
    expect(bodiesTo(API.administration.insertUser)).toEqual([]);

    fireEvent.click(project);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodiesTo(API.administration.insertUser)[0]).toMatchObject({
      username: 'waarnemer-2',
      role: 4,
      organizationId: 5,
      observerProjects: [7],
    });
  });
});
