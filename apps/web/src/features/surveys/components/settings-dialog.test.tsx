// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TRole } from '@peil/contract/domain';
import type { TSurveyListItem, TSurveySettings } from '@peil/contract/surveys';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints, type TStubAnswer } from '../../../test/stub-endpoints';
import { TEST_SURVEY } from './test-survey';

initTestI18n('en');
let SettingsDialog: typeof import('./settings-dialog').SettingsDialog;

beforeAll(async () => {
  await import('../i18n');
  ({ SettingsDialog } = await import('./settings-dialog'));
});

const survey: TSurveyListItem = { ...TEST_SURVEY, status: 2 };
const settings: TSurveySettings = {
  internal_name: 'Poli tevredenheid',
  description: 'Na het bezoek',
  translation_name: 'Hoe was uw bezoek?',
  color: '#3b699c',
  redirect_to: null,
  status: 2,
  uuid: survey.uuid,
  organizationId: 3,
  organizations: [{ id: 3, name: 'Kliniek Noord' }],
  single_button_invitation: false,
};
type TSettingsAnswer = TStubAnswer<typeof API.surveys.settings>;
type TGenerateAnswer = TStubAnswer<typeof API.surveys.generate>;
const settingsLoad = (answer: TSettingsAnswer | (() => Promise<TSettingsAnswer>)) =>
  on(API.surveys.settings, { surveyId: 5 }, answer);

/** A function answer is awaited, so a test can hold a call open. */
function renderDialog(role: TRole, ...answers: Parameters<typeof stubEndpoints>) {
  // The session check stays open: its "signed out" answer would clear the query cache mid-test.
  const { bodiesTo } = stubEndpoints(on(API.auth.sessionValid, { pending: true }), ...answers);
  const onClose = vi.fn();
  const onMessage = vi.fn();
  const dialog = (
    <SettingsDialog
      survey={survey}
      surveys={[survey]}
      role={role}
      onClose={onClose}
      onMessage={onMessage}
      onChanged={() => {}}
    />
  );
  render(renderableApp([{ path: '/', element: dialog }], '/').element);
  return { bodiesTo, onClose, onMessage };
}

describe('settings dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a superadmin the dummy-respondent warning and generates with progress', async () => {
    let finish: (answer: TGenerateAnswer) => void = () => {};
    const { onMessage } = renderDialog(
      1,
      settingsLoad({ body: [settings] }),
      on(API.surveys.generate, () => new Promise<TGenerateAnswer>((resolve) => (finish = resolve))),
    );
    expect(
      await screen.findByText('Only use this for dummy surveys: 40 fake respondents are added to the results.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Organisation')).toBeTruthy();
    expect(screen.getByLabelText('Redirect to survey')).toBeTruthy();
    const dutch = screen.getByRole('button', { name: 'Generate 40 respondents (nl)' });
    const german = screen.getByRole('button', { name: 'Generate 40 respondents (de)' });
    expect(screen.getByLabelText(/Internal name/).getAttribute('maxlength')).toBe('60');

    fireEvent.click(german);
    expect(await screen.findByText('Generating 40 respondents (German)…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Generating 40 respondents (German)…' })).toBeTruthy();
    expect(dutch).toHaveProperty('disabled', true);
    expect(german).toHaveProperty('disabled', true);

    finish({ body: { generated: 40 } });
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({ title: 'Success', text: '40 respondents generated.' }),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(dutch).toHaveProperty('disabled', false);
  });

  it('says which language is missing when the survey has no such translation', async () => {
    const { onMessage } = renderDialog(
      1,
      settingsLoad({ body: [settings] }),
      on(API.surveys.generate, { status: 400, body: { error: { code: 'bad_request', message: 'no de' } } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Generate 40 respondents (de)' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({
        title: 'Error',
        text: 'This survey has no German translation, so no respondents can be generated in that language.',
      }),
    );
  });

  it('shows an admin neither the organisation, the redirect nor the dummy respondents', async () => {
    renderDialog(2, settingsLoad({ body: [settings] }));
    expect(await screen.findByLabelText(/Internal name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(screen.queryByLabelText('Organisation')).toBeNull();
    expect(screen.queryByLabelText('Redirect to survey')).toBeNull();
    expect(screen.queryByText(/Only use this for dummy surveys/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Generate 40 respondents/ })).toBeNull();
  });

  it('can be closed while loading and after the settings failed to load', async () => {
    let fail: (answer: TSettingsAnswer) => void = () => {};
    const { onClose } = renderDialog(
      1,
      settingsLoad(() => new Promise<TSettingsAnswer>((resolve) => (fail = resolve))),
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fail({ status: 403, body: { error: { code: 'forbidden', message: 'no' } } });
    expect(await screen.findByText('Something went wrong. Check your internet connection.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('sends the single-button invitation setting the user ticks', async () => {
    const { bodiesTo } = renderDialog(
      2,
      settingsLoad({ body: [settings] }),
      on(API.surveys.editSettings, { surveyId: 5 }, { body: { ok: true } }),
    );
    const box = await screen.findByRole('checkbox', { name: /one button to the survey/ });
    expect(box).toHaveProperty('checked', false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesTo(API.surveys.editSettings, { surveyId: 5 })[0]).toMatchObject({
        singleButtonInvitation: true,
      }),
    );
  });
});
