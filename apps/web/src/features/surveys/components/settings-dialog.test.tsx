// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TRole } from '@peil/contract/domain';
import type { TSurveyListItem, TSurveySettings } from '@peil/contract/surveys';
import { renderableApp, stubFetch } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
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
const settingsUrl = 'GET /api/v1/survey/get_survey_settings/5';

type TAnswer = { status?: number; body: unknown };

/** Answers by "METHOD path"; a function answer is awaited, so a test can hold a call open. */
function renderDialog(role: TRole, answers: Record<string, TAnswer | (() => Promise<TAnswer>)>) {
  const held = Object.entries(answers).filter(([, answer]) => typeof answer === 'function');
  const { fetchStub, calls } = stubFetch(
    Object.fromEntries(Object.entries(answers).filter(([, answer]) => typeof answer !== 'function')) as Record<
      string,
      TAnswer
    >,
  );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    // The session check stays open: its "signed out" answer would clear the query cache mid-test.
    if (key.endsWith('/isSessionValid')) return new Promise<Response>(() => {});
    const hold = held.find(([heldKey]) => heldKey === key)?.[1] as (() => Promise<TAnswer>) | undefined;
    if (!hold) return fetchStub(input, init);
    const answer = await hold();
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
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
  return { calls, onClose, onMessage };
}

describe('settings dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a superadmin the dummy-respondent warning and generates with progress', async () => {
    let finish: (answer: TAnswer) => void = () => {};
    const { onMessage } = renderDialog(1, {
      [settingsUrl]: { body: [settings] },
      'POST /api/v1/generate': () => new Promise<TAnswer>((resolve) => (finish = resolve)),
    });
    expect(
      await screen.findByText('Only use this for dummy surveys: 40 fake respondents are added to the results.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Organization')).toBeTruthy();
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
    const { onMessage } = renderDialog(1, {
      [settingsUrl]: { body: [settings] },
      'POST /api/v1/generate': { status: 400, body: { error: { code: 'bad_request', message: 'no de' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate 40 respondents (de)' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({
        title: 'Error',
        text: 'This survey has no German translation, so no respondents can be generated in that language.',
      }),
    );
  });

  it('shows an admin neither the organisation, the redirect nor the dummy respondents', async () => {
    renderDialog(2, { [settingsUrl]: { body: [settings] } });
    expect(await screen.findByLabelText(/Internal name/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(screen.queryByLabelText('Organization')).toBeNull();
    expect(screen.queryByLabelText('Redirect to survey')).toBeNull();
    expect(screen.queryByText(/Only use this for dummy surveys/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Generate 40 respondents/ })).toBeNull();
  });

  it('can be closed while loading and after the settings failed to load', async () => {
    let fail: (answer: TAnswer) => void = () => {};
    const { onClose } = renderDialog(1, {
      [settingsUrl]: () => new Promise<TAnswer>((resolve) => (fail = resolve)),
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fail({ status: 403, body: { error: { code: 'forbidden', message: 'no' } } });
    expect(await screen.findByText('Something went wrong. Check your internet connection.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('sends the single-button invitation setting the user ticks', async () => {
    const { calls } = renderDialog(2, {
      [settingsUrl]: { body: [settings] },
      'POST /api/v1/survey/edit_survey_settings/5': { body: { ok: true } },
    });
    const box = await screen.findByRole('checkbox', { name: /one button to the survey/ });
    expect(box).toHaveProperty('checked', false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/v1/survey/edit_survey_settings/5')?.body).toMatchObject({
        singleButtonInvitation: true,
      }),
    );
  });
});
