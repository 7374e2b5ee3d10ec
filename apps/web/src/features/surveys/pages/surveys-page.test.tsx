// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { API, endpointPath } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
import { saveLoginSession } from '../../../lib/session-storage';
import { on, stubEndpoints, type TStubAnswer } from '../../../test/stub-endpoints';

initTestI18n('en');
let SurveysPage: typeof import('./surveys-page').SurveysPage;

const login = {
  username: 'beheerder',
  organization_id: 3,
  organization_name: 'Kliniek Noord',
  versionNumber: '1.0.0',
  role: 1,
  benchmark_enabled: 1,
  signed_statements: 1,
  requires_signed_statement: false,
  language_locale: 'en',
  time_zone: 'Europe/Amsterdam',
} as const;

beforeAll(async () => {
  // The test decides the screen: the page asks whether it runs on a phone.
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  ({ SurveysPage } = await import('./surveys-page'));
});

const surveyNumber = (id: number): TSurveyListItem => ({
  id,
  uuid: `6f1c2b9e-0000-4000-8000-${String(id).padStart(12, '0')}`,
  internal_name: `Survey ${id}`,
  count: 0,
  project_name: 'Poli',
  organization_name: 'Kliniek Noord',
  status: 1,
  start_date: '2026-01-01',
});

describe('surveys page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('steps back a page when the last row of the last page is removed', async () => {
    saveLoginSession(login);
    // Newest first: 21 surveys fill page 1 with 21..2 and leave survey 1 alone on page 2.
    let list = Array.from({ length: 21 }, (_, index) => surveyNumber(21 - index));
    stubEndpoints(
      // The session check stays open: the stored session above is the one the page uses.
      on(API.auth.sessionValid, { pending: true }),
      on(API.surveys.list, () => ({ body: list })),
      on(API.surveys.remove, () => {
        list = list.filter((survey) => survey.id !== 1);
        return { body: { ok: true } };
      }),
    );
    render(renderableApp([{ path: '/', element: <SurveysPage /> }], '/').element);

    fireEvent.click(await screen.findByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Survey 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Survey 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove survey' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Survey removed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Survey 1')).toBeNull());
    const table = await screen.findByRole('table', { name: 'Surveys' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByText('Survey 21')).toBeTruthy();
    expect(screen.queryByTestId('surveys-empty')).toBeNull();
  });

  it('enables the Edit action only once get_survey_settings has answered', async () => {
    saveLoginSession(login);
    let answerSettings: () => void = () => {};
    const { callsTo } = stubEndpoints(
      on(API.auth.sessionValid, { pending: true }),
      on(API.surveys.list, { body: [surveyNumber(5)] }),
      on(
        API.surveys.settings,
        { surveyId: 5 },
        () =>
          new Promise<TStubAnswer<typeof API.surveys.settings>>((resolve) => {
            answerSettings = () =>
              resolve({
                body: [
                  {
                    internal_name: 'Survey 5',
                    description: '',
                    translation_name: 'Survey 5',
                    color: '#3b699c',
                    redirect_to: null,
                    status: 1,
                    uuid: surveyNumber(5).uuid,
                    organizationId: 3,
                    organizations: [],
                    single_button_invitation: false,
                  },
                ],
              });
          }),
      ),
    );
    render(renderableApp([{ path: '/', element: <SurveysPage /> }], '/').element);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Survey 5' }));
    const edit = await screen.findByRole('menuitem', { name: 'Edit' });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() =>
      expect(callsTo(API.surveys.settings).map((call) => call.path)).toEqual([
        endpointPath(API.surveys.settings, { surveyId: 5 }),
      ]),
    );
    answerSettings();
    await waitFor(() => expect(edit.getAttribute('aria-disabled')).toBeNull());
  });
});
