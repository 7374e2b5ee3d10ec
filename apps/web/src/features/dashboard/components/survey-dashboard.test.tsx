// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TResultCard } from '@peil/contract/results';
import { createQueryClient } from '../../../app/query-client';
import { stubFetch } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
import { ColorSchemeProvider } from '../../shell/color-scheme';

const i18n = initTestI18n('en');
let SurveyDashboard: ComponentType<{ surveyId: number }>;

beforeAll(async () => {
  // The feature registers its texts on import, which needs the initialised i18n instance.
  ({ SurveyDashboard } = await import('./survey-dashboard'));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

function card(questionId: number, dimension: string | null, data: number[]): TResultCard {
  return {
    question_id: questionId,
    type: 1,
    question_text: `Question ${questionId}`,
    title: `Question ${questionId}`,
    special_type: 'choice',
    dimension_name: dimension,
    labels: data.map((_, index) => `Option ${questionId}.${index}`),
    data,
    refs: data.map((_, index) => questionId * 10 + index),
    colors: [],
    date: '2024-03-01',
    answers: null,
    timestamps: [],
    score: null,
    n: data.reduce((sum, value) => sum + value, 0),
  };
}

const surveyAnswers = {
  'POST /api/v1/survey/get_survey_start/5': { body: '2024-01-01' },
  'GET /api/v1/survey/get_survey_translations_with_respondent_count/5': {
    body: [
      { locale: 'en', count: 4 },
      { locale: 'nl', count: 9 },
    ],
  },
  'POST /api/v1/survey/get_survey_name/5/en': { body: { name: 'Patient survey' } },
};

function renderDashboard() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ColorSchemeProvider>
          <SurveyDashboard surveyId={5} />
        </ColorSchemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('SurveyDashboard', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });

  it('empties the results on a failed fetch and shows ... and 0 when the counts fail', async () => {
    const failure = { status: 400, body: { error: { code: 'bad_request', message: 'no' } } };
    vi.stubGlobal(
      'fetch',
      stubFetch({
        ...surveyAnswers,
        'POST /api/v1/survey/get_survey_results/5': failure,
        'POST /api/v1/survey/get_number_of_respondents': failure,
        'POST /api/v1/survey/get_number_of_unfinished_respondents': failure,
      }).fetchStub,
    );
    renderDashboard();
    expect(await screen.findByText('The results could not be loaded.')).toBeTruthy();
    expect(screen.queryAllByTestId('result-card')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('count-finished').textContent).toBe('...'));
    expect(screen.getByTestId('count-unfinished').textContent).toBe('0');
    expect(screen.getByText('Patient survey')).toBeTruthy();
    expect(screen.getByText('Nederlands (9)')).toBeTruthy();
  });

  it('disables the export without data and enables it once a card has answers', async () => {
    const counts = {
      'POST /api/v1/survey/get_number_of_respondents': { body: { count: 0 } },
      'POST /api/v1/survey/get_number_of_unfinished_respondents': { body: { count: 0 } },
    };
    vi.stubGlobal(
      'fetch',
      stubFetch({
        ...surveyAnswers,
        ...counts,
        'POST /api/v1/survey/get_survey_results/5': { body: [card(1, null, [0, 0]), card(2, null, [0, 0, 0])] },
      }).fetchStub,
    );
    renderDashboard();
    expect(await screen.findAllByText('No data yet')).toHaveLength(2);
    expect(screen.getByTestId('export-open').hasAttribute('disabled')).toBe(true);
    cleanup();

    vi.stubGlobal(
      'fetch',
      stubFetch({
        ...surveyAnswers,
        ...counts,
        'POST /api/v1/survey/get_survey_results/5': { body: [card(1, null, [0, 0]), card(2, null, [0, 1, 0])] },
      }).fetchStub,
    );
    renderDashboard();
    expect(await screen.findAllByText('No data yet')).toHaveLength(1);
    expect(screen.getByTestId('export-open').hasAttribute('disabled')).toBe(false);
  });

  it('shows the empty results message when the survey has no results to show', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        ...surveyAnswers,
        'POST /api/v1/survey/get_survey_results/5': { body: [] },
        'POST /api/v1/survey/get_number_of_respondents': { body: { count: 0 } },
        'POST /api/v1/survey/get_number_of_unfinished_respondents': { body: { count: 0 } },
      }).fetchStub,
    );
    renderDashboard();
    expect((await screen.findByTestId('results-empty')).textContent).toBe('There are no results to display.');
    expect(screen.queryAllByTestId('result-card')).toHaveLength(0);
    expect(screen.queryByText('No survey selected')).toBeNull();
  });

  it('falls back to no dimension filter, adds at most 3 filters from the table and sends them', async () => {
    sessionStorage.setItem('selectedDimension', 'Gone');
    const { fetchStub, calls } = stubFetch({
      ...surveyAnswers,
      'POST /api/v1/survey/get_survey_results/5': {
        body: [card(1, 'Informatie', [2, 3, 1, 4]), card(2, null, [0, 0])],
      },
      'POST /api/v1/survey/get_number_of_respondents': { body: { count: 13 } },
      'POST /api/v1/survey/get_number_of_unfinished_respondents': { body: { count: 2 } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderDashboard();

    const cards = await screen.findAllByTestId('result-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('No data yet')).toBeTruthy();
    expect(within(cards[1]!).queryByTestId('card-expand')).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('selectedDimension')).toBeNull());
    expect(screen.getByTestId('count-finished').textContent).toBe('13');

    fireEvent.click(within(cards[0]!).getByTestId('card-expand'));
    expect(cards[0]!.getAttribute('data-expanded')).toBe('true');
    const addButtons = within(cards[0]!).getAllByTestId('table-add-filter');
    for (const button of addButtons) fireEvent.click(button);

    expect(screen.getAllByTestId('filter-chip')).toHaveLength(3);
    expect(screen.getByText('At most 3 filters can be active at once. Remove one to add another.')).toBeTruthy();
    await waitFor(() => {
      const resultCalls = calls.filter((call) => call.key === 'POST /api/v1/survey/get_survey_results/5');
      expect(resultCalls.at(-1)?.body).toMatchObject({
        filter: [
          { questionId: 1, optionId: 10 },
          { questionId: 1, optionId: 11 },
          { questionId: 1, optionId: 12 },
        ],
        translationFilter: [],
        locale: 'en',
      });
    });

    fireEvent.click(screen.getByText('Nederlands (9)'));
    await waitFor(() => {
      const countCalls = calls.filter((call) => call.key === 'POST /api/v1/survey/get_number_of_respondents');
      expect(countCalls.at(-1)?.body).toEqual({ surveyId: 5, translationFilter: ['nl'] });
    });
  });
});
