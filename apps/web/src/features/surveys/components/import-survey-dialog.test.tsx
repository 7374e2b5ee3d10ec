// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { initTestI18n, renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints, type TStubAnswer } from '../../../test/stub-endpoints';

initTestI18n('en');
let ImportSurveyDialog: typeof import('./import-survey-dialog').ImportSurveyDialog;

beforeAll(async () => {
  await import('../i18n');
  ({ ImportSurveyDialog } = await import('./import-survey-dialog'));
});

const targets = {
  organizations: [
    { id: 3, name: 'Kliniek Noord', projects: [{ id: 30, name: 'Poli' }] },
    { id: 4, name: 'Kliniek Zuid', projects: [] },
  ],
};
const FILE = { format: 'peil-survey', version: 2, survey: {} };

function renderDialog(importAnswer: TStubAnswer<typeof API.surveys.importFile>) {
  const { bodiesTo } = stubEndpoints(
    // The session check stays open: its "signed out" answer would clear the query cache mid-test.
    on(API.auth.sessionValid, { pending: true }),
    on(API.surveys.importTargets, { body: targets }),
    on(API.surveys.importFile, importAnswer),
  );
  const onChanged = vi.fn();
  const dialog = <ImportSurveyDialog onClose={vi.fn()} onChanged={onChanged} />;
  render(renderableApp([{ path: '/', element: dialog }], '/').element);
  return { bodiesTo, onChanged };
}

async function chooseFileAndTarget(text: string) {
  const file = new File([text], 'travelling.peil-survey.json', { type: 'application/json' });
  fireEvent.change(screen.getByTestId('survey-file-input'), { target: { files: [file] } });
  await screen.findByText('travelling.peil-survey.json');
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Organisation/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Kliniek Noord' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Project/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Poli' }));
}

describe('import survey dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the file to the chosen organisation and project and offers the imported draft in the builder', async () => {
    const { bodiesTo, onChanged } = renderDialog({ body: { id: 77, uuid: 'u' } });
    await chooseFileAndTarget(JSON.stringify(FILE));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('The survey was imported as an inactive draft.');
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(bodiesTo(API.surveys.importFile)).toEqual([{ organizationId: 3, projectId: 30, file: FILE }]);
    expect(screen.getByRole('link', { name: 'Edit survey' }).getAttribute('href')).toMatch(/77$/);
  });

  it("names each refused field in the user's language", async () => {
    renderDialog({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'The file cannot be imported.',
          issues: [{ path: 'file.version', code: 'newer_version', params: { version: 2 }, message: 'newer' }],
        },
      },
    });
    await chooseFileAndTarget(JSON.stringify(FILE));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The file was made by a newer Peil (file format version 2). Update Peil first.',
    );
  });

  it('says that a file is not JSON before sending anything', async () => {
    const { bodiesTo } = renderDialog({ body: { id: 77, uuid: 'u' } });
    const file = new File(['not json'], 'notes.txt');
    fireEvent.change(screen.getByTestId('survey-file-input'), { target: { files: [file] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file is not a JSON file.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true));
    expect(bodiesTo(API.surveys.importFile)).toEqual([]);
  });
});
