// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { TEST_SURVEY } from './test-survey';

initTestI18n('en');
let CopyDialog: typeof import('./copy-dialog').CopyDialog;

beforeAll(async () => {
  await import('../i18n');
  ({ CopyDialog } = await import('./copy-dialog'));
});

const survey = TEST_SURVEY;
const foreignProjects = { organizationId: 42, projects: [{ id: 7, name: 'Poli' }] };

function renderDialog(...answers: Parameters<typeof stubEndpoints>) {
  // The session check stays open: its "signed out" answer would clear the query cache mid-test.
  const { bodiesTo } = stubEndpoints(on(API.auth.sessionValid, { pending: true }), ...answers);
  const onClose = vi.fn();
  const onMessage = vi.fn();
  const onChanged = vi.fn();
  const dialog = (
    <CopyDialog survey={survey} withRespondents onClose={onClose} onMessage={onMessage} onChanged={onChanged} />
  );
  render(renderableApp([{ path: '/', element: dialog }], '/').element);
  return { bodiesTo, onClose, onMessage, onChanged };
}

/** The new-project button works once the projects (and so the survey's organisation) are known. */
async function openNewProject() {
  const button = screen.getByRole('button', { name: 'New project' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
}

const genericError = { title: 'Error', text: 'Something went wrong. Check your internet connection.' };

describe('copy dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("creates a new project in the survey's organisation and copies into it", async () => {
    const { bodiesTo, onChanged, onClose } = renderDialog(
      on(API.surveys.copyProjects, { surveyId: 5 }, { body: foreignProjects }),
      on(API.surveys.newProject, { body: { id: 9, name: 'Copies' } }),
      on(API.surveys.duplicate, { body: { id: 11, uuid: 'x' } }),
    );
    const copyButton = screen.getByRole('button', { name: 'Copy' });
    fireEvent.change(screen.getByLabelText(/New name/), { target: { value: 'Poli 2027' } });
    expect(copyButton).toHaveProperty('disabled', true);

    await openNewProject();
    const sub = await screen.findByRole('dialog', { name: 'New project' });
    fireEvent.change(within(sub).getByLabelText('Project name'), { target: { value: 'Copies' } });
    fireEvent.click(within(sub).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New project' })).toBeNull());
    expect(bodiesTo(API.surveys.newProject)).toEqual([{ projectName: 'Copies', organizationId: 42 }]);

    await waitFor(() => expect(copyButton).toHaveProperty('disabled', false));
    fireEvent.click(copyButton);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(bodiesTo(API.surveys.duplicate)).toEqual([
      { id: 5, projectId: 9, name: 'Poli 2027', duplicateRespondents: true },
    ]);
  });

  it('closes with the generic error when the projects cannot be loaded (spec §8)', async () => {
    const { onClose, onMessage } = renderDialog(
      on(API.surveys.copyProjects, { surveyId: 5 }, { status: 403, body: { error: { message: 'x' } } }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onMessage).toHaveBeenCalledWith(genericError);
  });

  it('reports a failed new project and keeps the copy dialog open', async () => {
    const { onClose, onMessage } = renderDialog(
      on(API.surveys.copyProjects, { surveyId: 5 }, { body: foreignProjects }),
      on(API.surveys.newProject, { status: 400, body: { error: { message: 'Bad name' } } }),
    );
    await openNewProject();
    const sub = await screen.findByRole('dialog', { name: 'New project' });
    fireEvent.change(within(sub).getByLabelText('Project name'), { target: { value: 'Copies' } });
    fireEvent.click(within(sub).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith(genericError));
    expect(onClose).not.toHaveBeenCalled();
  });
});
