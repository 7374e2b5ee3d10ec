// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { SelectedSurveyProvider } from '../../shell/selected-survey';

// The page registers its dictionaries when loaded, which needs the app's i18n set up first (as in the app).
let NewBroadcastPage: ComponentType;
beforeAll(async () => {
  initTestI18n('en');
  ({ NewBroadcastPage } = await import('./new-broadcast-page'));
});

function openPage() {
  const { calls } = stubEndpoints(
    on(API.auth.sessionValid, { body: { valid: false } }),
    // Only the surveys the user may broadcast for; the server leaves out surveys merely shared.
    on(API.broadcasts.surveys, {
      body: [
        { id: 4, internal_name: 'Poli Noord' },
        { id: 9, internal_name: 'Poli Zuid' },
      ],
    }),
    on(API.broadcasts.senderDomains, ({ query }) => ({
      body: { domains: query.get('surveyId') === '9' ? ['peil.nl', 'kliniek-zuid.nl'] : ['peil.nl', 'peil.de'] },
    })),
  );
  const { element } = renderableApp(
    [
      {
        path: '/broadcasts/new-broadcast',
        element: (
          <SelectedSurveyProvider>
            <NewBroadcastPage />
          </SelectedSurveyProvider>
        ),
      },
    ],
    '/broadcasts/new-broadcast',
  );
  render(element);
  return calls;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[name=recipientsFile]')!;
const upload = (name: string, text: string, type: string) =>
  fireEvent.change(fileInput(), { target: { files: [new File([text], name, { type })] } });

/** Step one: the survey, then Next. */
async function chooseSurvey(name: string) {
  const picker = await screen.findByRole('combobox', { name: /Survey/ });
  await waitFor(() => expect(picker.getAttribute('aria-disabled')).toBeNull());
  fireEvent.mouseDown(picker);
  fireEvent.click(await screen.findByRole('option', { name }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('textbox', { name: /Sender name/ });
}

describe('NewBroadcastPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the surveys of the broadcast surveys endpoint in the picker', async () => {
    const calls = openPage();
    const picker = await screen.findByRole('combobox', { name: /Survey/ });
    // Disabled until the surveys are loaded.
    await waitFor(() => expect(picker.getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(picker);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Poli Noord', 'Poli Zuid']);
    // Every call is one of the stubs: not the list of every survey the user can see.
    expect(calls.filter((call) => call.endpoint === undefined).map((call) => call.path)).toEqual([]);
    expect(calls.some((call) => call.endpoint === API.broadcasts.surveys)).toBe(true);
  });

  it('asks for the survey first, with Next disabled until one is chosen', async () => {
    openPage();
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    expect(screen.queryByRole('textbox', { name: /Sender name/ })).toBeNull();
    await chooseSurvey('Poli Zuid');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Survey' }).value).toBe('Poli Zuid');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  });

  it("offers the sender domains the server allows for the chosen survey's client", async () => {
    openPage();
    await chooseSurvey('Poli Zuid');
    const domain = screen.getByRole('combobox', { name: /Domain/ });
    await waitFor(() => expect(domain.textContent).toBe('peil.nl'));
    fireEvent.mouseDown(domain);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['peil.nl', 'kliniek-zuid.nl']);
  });

  it('reads the addresses of a .csv file and refuses other extensions', async () => {
    openPage();
    await chooseSurvey('Poli Noord');
    expect(fileInput().accept).toBe('.csv,.txt,text/csv,text/plain');

    upload('ontvangers.csv', 'naam;email\nJan;jan@kliniek.nl\nPiet;piet@kliniek.nl\n', 'text/csv');
    expect((await screen.findByTestId('recipients-file')).textContent).toContain(
      'ontvangers.csv: 2 e-mail addresses found',
    );
    expect(screen.getByTestId('recipient-total').textContent).toBe('2 recipients in total');

    upload('ontvangers.xlsx', 'jan@kliniek.nl', 'application/vnd.ms-excel');
    expect(await screen.findByText('The file could not be read.')).toBeTruthy();
    expect(screen.queryByTestId('recipients-file')).toBeNull();
  });
});
