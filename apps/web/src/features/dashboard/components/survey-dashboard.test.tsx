// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TResultCard } from '@peil/contract/results';
import { createQueryClient } from '../../../app/query-client';
import { installChartDoubles, scrollIntoView } from '../../../lib/echarts-test-doubles';
import { API } from '@peil/contract/api';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubContract, stubEndpoints, type TAnyAnswer } from '../../../test/stub-endpoints';
import { ColorSchemeProvider } from '../../shell/color-scheme';
import { layoutPie } from '../logic/chart-geometry';
import { todayIsoDate } from '../logic/date-range';
import { stubLaidOutResizeObserver } from '../test/laid-out-resize-observer';

// Counts the pies laid out, to see which cards draw their chart again.
vi.mock('../logic/chart-geometry', async (importOriginal) => {
  const original = await importOriginal<typeof import('../logic/chart-geometry')>();
  return { ...original, layoutPie: vi.fn(original.layoutPie) };
});

const i18n = initTestI18n('en');
let SurveyDashboard: ComponentType<{ surveyId: number }>;

beforeAll(async () => {
  // The feature registers its texts on import, which needs the initialised i18n instance.
  ({ SurveyDashboard } = await import('./survey-dashboard'));
  stubLaidOutResizeObserver();
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
    nps: null,
  };
}

const surveyAnswers = [
  on(API.results.surveyStart, { id: 5 }, { body: '2024-01-01' }),
  on(
    API.results.scopedTranslationCounts,
    { id: 5 },
    {
      body: [
        { locale: 'en', count: 4 },
        { locale: 'nl', count: 9 },
      ],
    },
  ),
  on(API.respondent.surveyName, { id: 5, locale: 'en' }, { body: { name: 'Patient survey' } }),
];

/** Holds the tasks the draw queue asks for (a message to itself), for the test to run. */
function holdTaskTurns() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal(
    'MessageChannel',
    class {
      port1 = { onmessage: null as (() => void) | null, close: () => undefined };
      port2 = { postMessage: () => waiting.push(() => this.port1.onmessage?.()) };
    },
  );
  return {
    runNext: () => waiting.shift()?.(),
    runAll: () => {
      while (waiting.length > 0) waiting.shift()!();
    },
  };
}

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
    stubLaidOutResizeObserver();
  });

  it("shows the Net Promoter question's score with its sign, interval and groups", async () => {
    const nps = {
      ...card(7, null, [1, 2, 2]),
      nps: { score: -20, lower: -85.6, upper: 45.6, promoters: 1, passives: 2, detractors: 2 },
    };
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.finishedCount, { body: { count: 5 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
      on(API.results.surveyResults, { surveyId: 5 }, { body: [nps, card(8, null, [3, 1])] }),
    );
    renderDashboard();
    expect((await screen.findByTestId('nps')).textContent).toBe(
      'NPS -20 (95% interval -86 to +46) · 1 promoters, 2 passives, 2 detractors',
    );
    expect(screen.getAllByTestId('nps')).toHaveLength(1);
  });

  // Whatever arrives later must not push the filters and cards down (layout shift).
  it('holds the places of the name and the date filter while they load', async () => {
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.projectsSummary, {
        body: { surveys: [{ survey_id: 5, survey_name: 'Patiëntenenquête', project_name: null, uuid: 'survey-5' }] },
      }),
      on(API.results.finishedCount, { body: { count: 5 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
      on(API.results.surveyResults, { surveyId: 5 }, { body: [] }),
      on(API.results.surveyStart, { id: 5 }, { pending: true }),
      on(API.respondent.surveyName, { id: 5, locale: 'en' }, { pending: true }),
    );
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('survey-name').textContent).toBe('Patiëntenenquête'));
    const dateRange = screen.getByTestId('date-range');
    expect(
      within(dateRange)
        .getAllByRole('slider')
        .every((thumb) => thumb.hasAttribute('disabled')),
    ).toBe(true);
    expect(screen.getByTestId('date-from').textContent).not.toMatch(/\d/);
  });

  it('empties the results on a failed fetch and shows ... and 0 when the counts fail', async () => {
    const failure = { status: 400, body: { error: { code: 'bad_request', message: 'no' } } } as const;
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.surveyResults, { surveyId: 5 }, failure),
      on(API.results.finishedCount, failure),
      on(API.results.unfinishedCount, failure),
    );
    renderDashboard();
    expect(await screen.findByText('The results could not be loaded.')).toBeTruthy();
    expect(screen.queryAllByTestId('result-card')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('count-finished').textContent).toBe('...'));
    expect(screen.getByTestId('count-unfinished').textContent).toBe('0');
    expect(screen.getByText('Patient survey')).toBeTruthy();
    expect(screen.getByText('Nederlands (9)')).toBeTruthy();
  });

  it('shows one message instead of empty cards, per survey and per period, and disables the export', async () => {
    const counts = [
      on(API.results.finishedCount, { body: { count: 0 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
    ];
    stubEndpoints(
      ...surveyAnswers,
      ...counts,
      on(API.results.surveyResults, { surveyId: 5 }, { body: [card(1, null, [0, 0]), card(2, null, [0, 0, 0])] }),
    );
    renderDashboard();
    expect((await screen.findByTestId('results-no-data')).textContent).toBe('There is no data to be displayed.');
    expect(screen.queryAllByTestId('result-card')).toHaveLength(0);
    expect(screen.queryByText('No data yet')).toBeNull();
    expect(screen.getByTestId('export-open').hasAttribute('disabled')).toBe(true);

    // A shorter period without answers: the period's message.
    const [fromThumb] = screen.getAllByRole('slider');
    fireEvent.keyDown(fromThumb!, { key: 'ArrowRight' });
    await waitFor(
      () => expect(screen.getByTestId('results-no-data').textContent).toBe('No data available for this period'),
      { timeout: 5000 },
    );
    cleanup();

    stubEndpoints(
      ...surveyAnswers,
      ...counts,
      on(API.results.surveyResults, { surveyId: 5 }, { body: [card(1, null, [0, 0]), card(2, null, [0, 1, 0])] }),
    );
    renderDashboard();
    expect(await screen.findAllByText('No data yet')).toHaveLength(1);
    expect(screen.queryByTestId('results-no-data')).toBeNull();
    expect(screen.getByTestId('export-open').hasAttribute('disabled')).toBe(false);
  });

  it('sends the survey start and today with the first results, count and language requests', async () => {
    const { bodiesTo } = stubEndpoints(
      ...surveyAnswers,
      on(API.results.surveyResults, { surveyId: 5 }, { body: [card(1, null, [1, 2])] }),
      on(API.results.finishedCount, { body: { count: 1427 } }),
      on(API.results.unfinishedCount, { body: { count: 281 } }),
      on(API.exports.report, { body: '%PDF-' }),
    );
    renderDashboard();
    await screen.findAllByTestId('result-card');
    const period = { fromDate: '2024-01-01', toDate: todayIsoDate() };
    const scope = { ...period, filter: [], translationFilter: [] };
    expect(bodiesTo(API.results.surveyResults, { surveyId: 5 })[0]).toEqual({ ...scope, locale: 'en' });
    expect(bodiesTo(API.results.finishedCount)[0]).toEqual({ surveyId: 5, ...scope });
    expect(bodiesTo(API.results.unfinishedCount)[0]).toEqual({ surveyId: 5, ...scope });
    expect(bodiesTo(API.results.scopedTranslationCounts, { id: 5 })[0]).toEqual(scope);
    await waitFor(() => expect(screen.getByTestId('count-finished').textContent).toBe('1,427'));
    // The PDF report covers the same period as the screen, without the slider having moved.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    fireEvent.click(screen.getByTestId('export-open'));
    fireEvent.click(await screen.findByTestId('export-pdf'));
    await waitFor(() => expect(bodiesTo(API.exports.report)[0]).toMatchObject({ id: 5, ...scope }));
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('Not completed')).toBeTruthy();
    expect(screen.getByText('n = 3 answered')).toBeTruthy();
  });

  it('marks its first render, where the dashboard bench starts when the results were in before it', async () => {
    const { FIRST_RENDER_MARK } = await import('./survey-dashboard');
    performance.clearMarks(FIRST_RENDER_MARK);
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.surveyResults, { surveyId: 5 }, { body: [] }),
      on(API.results.finishedCount, { body: { count: 0 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
    );
    renderDashboard();
    await screen.findByTestId('results-empty');
    expect(performance.getEntriesByName(FIRST_RENDER_MARK)).toHaveLength(1);
  });

  it('shows the empty results message when the survey has no results to show', async () => {
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.surveyResults, { surveyId: 5 }, { body: [] }),
      on(API.results.finishedCount, { body: { count: 0 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
    );
    renderDashboard();
    expect((await screen.findByTestId('results-empty')).textContent).toBe('There are no results to display.');
    expect(screen.queryAllByTestId('result-card')).toHaveLength(0);
    expect(screen.queryByText('No survey selected')).toBeNull();
  });

  it('falls back to no dimension filter, adds at most 3 filters from the table and sends them', async () => {
    sessionStorage.setItem('selectedDimension', 'Gone');
    const { bodiesTo } = stubEndpoints(
      ...surveyAnswers,
      on(
        API.results.surveyResults,
        { surveyId: 5 },
        {
          body: [card(1, 'Informatie', [2, 3, 1, 4]), card(2, null, [0, 0])],
        },
      ),
      on(API.results.finishedCount, { body: { count: 13 } }),
      on(API.results.unfinishedCount, { body: { count: 2 } }),
    );
    renderDashboard();

    const cards = await screen.findAllByTestId('result-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('No data yet')).toBeTruthy();
    expect(within(cards[1]!).queryByTestId('card-expand')).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('selectedDimension')).toBeNull());
    expect(screen.getByTestId('count-finished').textContent).toBe('13');

    fireEvent.click(within(cards[0]!).getByTestId('card-expand'));
    expect(cards[0]!.getAttribute('data-expanded')).toBe('true');
    const addButtons = await within(cards[0]!).findAllByTestId('table-add-filter');
    for (const button of addButtons) fireEvent.click(button);

    expect(screen.getAllByTestId('filter-chip')).toHaveLength(3);
    expect(await screen.findByText('At most 3 filters can be active at once. Remove one to add another.')).toBeTruthy();
    await waitFor(() => {
      expect(bodiesTo(API.results.surveyResults, { surveyId: 5 }).at(-1)).toMatchObject({
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
    // Every count follows the cards: period, languages and answer filters.
    const scope = {
      fromDate: '2024-01-01',
      toDate: todayIsoDate(),
      filter: [
        { questionId: 1, optionId: 10 },
        { questionId: 1, optionId: 11 },
        { questionId: 1, optionId: 12 },
      ],
      translationFilter: ['nl'],
    };
    await waitFor(() => {
      expect(bodiesTo(API.results.finishedCount).at(-1)).toEqual({ surveyId: 5, ...scope });
      expect(bodiesTo(API.results.unfinishedCount).at(-1)).toEqual({ surveyId: 5, ...scope });
      expect(bodiesTo(API.results.scopedTranslationCounts, { id: 5 }).at(-1)).toEqual(scope);
    });
  });

  it("translates the cards' texts once, not per card", async () => {
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.finishedCount, { body: { count: 5 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
      on(
        API.results.surveyResults,
        { surveyId: 5 },
        { body: Array.from({ length: 12 }, (_, index) => card(index + 1, null, [1, 2])) },
      ),
    );
    const translate = vi.spyOn(i18n, 't');
    renderDashboard();
    expect(await screen.findAllByTestId('result-card')).toHaveLength(12);
    expect(screen.getAllByText('n = 3 answered')).toHaveLength(12);
    const lookups = translate.mock.calls.filter(([key]) => /(^|:)cards\.respondents$/.test(String(key)));
    translate.mockRestore();
    expect(lookups).toHaveLength(1);
  });

  it('builds open answers tables with their texts translated once, not per table, and no search delay before a search', async () => {
    // Every body drawn at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    const rows = Array.from({ length: 20 }, (_, index) => ({ text: `Answer ${index}`, date: '2024-03-01T10:00:00Z' }));
    const openCard = (questionId: number): TResultCard => ({
      ...card(questionId, null, []),
      special_type: 'open',
      answers: { rows, total: 45 },
    });
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.finishedCount, { body: { count: 5 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
      on(API.results.surveyResults, { surveyId: 5 }, { body: [openCard(1), openCard(2), openCard(3)] }),
    );
    const translate = vi.spyOn(i18n, 't');
    const timers = vi.spyOn(globalThis, 'setTimeout');
    renderDashboard();
    expect(await screen.findAllByTestId('open-answers')).toHaveLength(3);
    // Nor does a table start its search's delay before anything was typed.
    expect(timers.mock.calls.filter(([, delay]) => delay === 300)).toHaveLength(0);
    timers.mockRestore();
    expect(screen.getAllByText('1-20 of 45')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Next page' })).toHaveLength(3);
    const lookups = translate.mock.calls.map(([key]) => String(key).replace(/^dashboard:/, ''));
    translate.mockRestore();
    for (const key of ['openAnswers.search', 'openAnswers.pageInfo', 'pager.next']) {
      expect(lookups.filter((lookup) => lookup === key)).toHaveLength(1);
    }
  });

  it('shows the cards once the languages of the same request are in too', async () => {
    let answerLanguages: (answer: TAnyAnswer) => void = () => {};
    const languages = new Promise<TAnyAnswer>((resolve) => (answerLanguages = resolve));
    let isResultsAnswered = false;
    stubContract((endpoint) => {
      if (endpoint === API.results.surveyStart) return { body: '2024-01-01' };
      if (endpoint === API.results.scopedTranslationCounts) return languages;
      if (endpoint === API.respondent.surveyName) return { body: { name: 'Patient survey' } };
      if (endpoint === API.results.finishedCount || endpoint === API.results.unfinishedCount)
        return { body: { count: 1 } };
      if (endpoint === API.results.surveyResults) {
        isResultsAnswered = true;
        return { body: [card(1, null, [1, 2])] };
      }
      return { status: 404, body: { error: { code: 'not_found', message: 'not stubbed' } } };
    });
    renderDashboard();
    await waitFor(() => expect(isResultsAnswered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByTestId('result-card')).toHaveLength(0);
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThan(0);

    answerLanguages({ body: [{ locale: 'en', count: 1 }] });
    expect(await screen.findAllByTestId('result-card')).toHaveLength(1);
    expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
  });

  it('expanding one card draws no chart again', async () => {
    // Every card on screen.
    vi.stubGlobal('IntersectionObserver', undefined);
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.finishedCount, { body: { count: 5 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
      on(API.results.surveyResults, { surveyId: 5 }, { body: [card(1, null, [3, 1]), card(2, null, [2, 2])] }),
    );
    renderDashboard();
    await waitFor(() =>
      expect(screen.getAllByTestId('result-chart').map((chart) => chart.dataset.drawn)).toEqual(['true', 'true']),
    );
    const drawings = vi.mocked(layoutPie).mock.calls.length;
    const [first, second] = screen.getAllByTestId('result-card');
    fireEvent.click(within(first!).getByTestId('card-expand'));
    await waitFor(() => expect(first!.dataset.expanded).toBe('true'));
    fireEvent.click(within(second!).getByTestId('card-expand'));
    await waitFor(() => expect(second!.dataset.expanded).toBe('true'));
    expect(vi.mocked(layoutPie).mock.calls.length).toBe(drawings);
    vi.restoreAllMocks();
  });

  it('builds a table of open answers at once when its card comes near the screen', async () => {
    installChartDoubles();
    stubLaidOutResizeObserver();
    // No turn comes until the end: only the screen gives turns.
    const turns = holdTaskTurns();
    const openCard: TResultCard = {
      ...card(3, null, []),
      special_type: 'open',
      answers: { rows: [{ text: 'Friendly staff', date: '2024-03-01T10:00:00Z' }], total: 1 },
    };
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.finishedCount, { body: { count: 5 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
      on(API.results.surveyResults, { surveyId: 5 }, { body: [openCard] }),
    );
    renderDashboard();
    const placeholder = await screen.findByTestId('open-answers-placeholder');
    expect(screen.queryByTestId('open-answers')).toBeNull();
    scrollIntoView(placeholder);
    const table = screen.getByTestId('open-answers');
    expect(within(table).getByText('Friendly staff')).toBeTruthy();
    const search = within(table).getByRole<HTMLInputElement>('searchbox', { name: 'Search the answers' });
    expect(search.maxLength).toBe(200);
    cleanup();
    turns.runAll();
  });

  it("writes a date question's answers as the interface language writes dates", async () => {
    installChartDoubles();
    stubLaidOutResizeObserver();
    const turns = holdTaskTurns();
    const dateCard: TResultCard = {
      ...card(3, null, []),
      special_type: 'date',
      answers: { rows: [{ text: '2025-03-14', date: '2024-03-01T10:00:00Z' }], total: 1 },
    };
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.finishedCount, { body: { count: 5 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
      on(API.results.surveyResults, { surveyId: 5 }, { body: [dateCard] }),
    );
    renderDashboard();
    scrollIntoView(await screen.findByTestId('open-answers-placeholder'));
    const table = screen.getByTestId('open-answers');
    expect(within(table).getByText('14/03/2025')).toBeTruthy();
    expect(within(table).queryByText('2025-03-14')).toBeNull();
    cleanup();
    turns.runAll();
  });

  it('draws every card in turns of their own once the cards are shown, without any card coming near the screen', async () => {
    installChartDoubles();
    stubLaidOutResizeObserver();
    const turns = holdTaskTurns();
    const openCard: TResultCard = {
      ...card(30, null, []),
      special_type: 'open',
      answers: { rows: [{ text: 'Friendly staff', date: '2024-03-01T10:00:00Z' }], total: 1 },
    };
    const cards = [...Array.from({ length: 6 }, (_, index) => card(index + 1, null, [index + 1, 2])), openCard];
    stubEndpoints(
      ...surveyAnswers,
      on(API.results.finishedCount, { body: { count: 5 } }),
      on(API.results.unfinishedCount, { body: { count: 0 } }),
      on(API.results.surveyResults, { surveyId: 5 }, { body: cards }),
    );
    renderDashboard();
    await waitFor(() => expect(screen.getAllByTestId('result-card')).toHaveLength(7));
    const drawn = () => screen.getAllByTestId('result-chart').map((chart) => chart.dataset.drawn);
    expect(drawn()).toEqual(Array(6).fill('false'));
    // A turn draws the next cards in order, as many as its budget holds: on a still clock, all.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0);
    act(() => turns.runNext());
    clock.mockRestore();
    expect(drawn()).toEqual(Array(6).fill('true'));
    expect(within(screen.getByTestId('open-answers')).getByText('Friendly staff')).toBeTruthy();
  });
});
