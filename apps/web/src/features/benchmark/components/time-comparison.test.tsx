// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBenchmarkTimeComparisonResponse, TBenchmarkTimeComparisonRow } from '@peil/contract/benchmark';
import type { TBenchmarkTrendResponse } from '@peil/contract/benchmark-trend';
import { newVersusOldPeriods } from '@peil/scoring';
import { createQueryClient } from '../../../app/query-client';
import { API, type TEndpoint } from '@peil/contract/api';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';

const i18n = initTestI18n('en');
let TimeComparison: ComponentType<{ surveyId: number }>;

beforeAll(async () => {
  ({ TimeComparison } = await import('./time-comparison'));
});

function row(questionId: number | null, one: number, two: number): TBenchmarkTimeComparisonRow {
  return {
    dimension: 'Information',
    dimension_id: 1,
    label: questionId === null ? 'Information' : `Question ${questionId}`,
    question_id: questionId,
    period_one_qi_score: one,
    period_two_qi_score: two,
    period_one_avg_score: 4 - one / 5,
    period_two_avg_score: 4 - two / 5,
    period_one_confidence_interval_qi_score: 0.1,
    period_two_confidence_interval_qi_score: 0.1,
    period_one_confidence_interval_avg_score: 0.02,
    period_two_confidence_interval_avg_score: 0.02,
    period_one_n: 12,
    period_two_n: 15,
    comparable: true,
    // The server's Welch test of period two against one: a lower QI score is better.
    qi_test: {
      difference: two - one,
      lower: two - one - 0.5,
      upper: two - one + 0.5,
      p: 0.0004,
      significance: two < one ? 'better' : 'worse',
    },
    avg_test: null,
  };
}

function answer(data: TBenchmarkTimeComparisonRow[]): TBenchmarkTimeComparisonResponse {
  return {
    data,
    surveyName: 'Patient survey',
    periodOneSurveyN: 41,
    periodTwoSurveyN: 52,
    periodOne: { id: 'previous_year', start_date: '2025-01-01', end_date: '2025-12-31', label: 'previous_year' },
    periodTwo: { id: 'ytd', start_date: '2026-01-01', end_date: '2026-11-22', label: 'ytd' },
    thresholds: { min_organizations: 3, min_respondents: 30, significance_level: 0.05 },
  };
}

// The trend section below asks on its own; its answer here is empty (trend-section.test.tsx tests it).
const NO_TREND: TBenchmarkTrendResponse = {
  surveyName: 'Patient survey',
  granularity: 'quarter',
  clusterName: null,
  cluster_id: null,
  cluster_withheld: null,
  periods: [],
  dimensions: [],
  thresholds: { min_organizations: 3, min_respondents: 30, significance_level: 0.05 },
};

function render_() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TimeComparison surveyId={5} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('TimeComparison', () => {
  let calls: { endpoint: TEndpoint; body: Record<string, unknown> }[];
  /** The trend and the clusters answer at once; each comparison is recorded, then answered. */
  const stubComparisons = (compare: (body: Record<string, unknown>) => Promise<TBenchmarkTimeComparisonRow[]>) =>
    stubEndpoints(
      on(API.benchmark.trend, { body: NO_TREND }),
      on(API.benchmark.clustersInSettings, { body: { clusters: [], description: '' } }),
      ...[API.benchmark.timeComparison, API.benchmark.questionLevelTimeComparison].map((endpoint) =>
        on(endpoint, async ({ body }) => {
          calls.push({ endpoint, body });
          const data = await compare(body);
          return {
            body: answer(
              endpoint === API.benchmark.questionLevelTimeComparison ? [row(11, 6, 3), row(12, 5, 5)] : data,
            ),
          };
        }),
      ),
    );
  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    stubComparisons(async () => [row(null, 6, 3)]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('compares the previous year with this year and shows both counts, bars and questions', async () => {
    render_();
    expect(await screen.findByTestId('benchmark-period-one-n')).toHaveProperty('textContent', '41');
    expect(screen.getByTestId('benchmark-period-two-n').textContent).toBe('52');
    // Four-digit years, day before month: not 1/1/25 – 12/31/25.
    expect(screen.getByTestId('benchmark-period-one').textContent).toBe('01/01/2025 – 31/12/2025');
    // Each date keeps to one line; the range may wrap only at its dash.
    const dates = [...screen.getByTestId('benchmark-period-one').querySelectorAll('span')];
    expect(dates.map((date) => [date.textContent, date.style.whiteSpace])).toEqual([
      ['01/01/2025', 'nowrap'],
      ['31/12/2025', 'nowrap'],
    ]);
    expect(calls[0]).toEqual({
      endpoint: API.benchmark.timeComparison,
      body: { survey_id: 5, period_one: 'previous_year', period_two: 'ytd', locale: 'en' },
    });
    const chart = await screen.findByTestId('time-bar-chart');
    // Period one first; QI 3.00 after 6.00 is significantly better.
    expect(chart.getAttribute('aria-label')).toContain('Information: Period 2: ');
    expect(chart.getAttribute('aria-label')).toContain('3.00');
    await waitFor(() => expect(screen.getAllByTestId('question-row')).toHaveLength(2));
    expect(screen.getAllByTestId('question-row')[0]?.textContent).toContain('significantly better');
    const headers = within(screen.getByTestId('question-table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Question',
      'Dimension',
      'Period 1',
      'Period 2',
      'Difference (95 % CI), p',
    ]);
    expect(screen.getAllByTestId('question-test')[0]?.textContent).toBe('-3.00 (-3.50 – -2.50), p < 0.001');
  });

  it.each([
    ['nl', '01-01-2025 – 31-12-2025', '3,00'],
    ['de', '01.01.2025 – 31.12.2025', '3,00'],
    ['fr', '01/01/2025 – 31/12/2025', '3,00'],
  ] as const)('writes the periods and scores in %s', async (locale, period, score) => {
    await i18n.changeLanguage(locale);
    try {
      render_();
      await waitFor(() => expect(screen.getByTestId('benchmark-period-one').textContent).toBe(period));
      const chart = await screen.findByTestId('time-bar-chart');
      expect(chart.getAttribute('aria-label')).toContain(score);
      expect(chart.getAttribute('aria-label')).not.toContain('3.00');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('waits for a chosen quarter before asking, and ignores an end date before the start', async () => {
    render_();
    await screen.findByTestId('time-bar-chart');
    const periodOne = screen.getByTestId('period-one');
    fireEvent.mouseDown(within(periodOne).getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Quarter' }));
    expect(await screen.findByText('Choose both periods to compare them.')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('benchmark-export').disabled).toBe(true);
    const before = calls.length;

    fireEvent.mouseDown(within(periodOne).getAllByRole('combobox')[1]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Q1 2025' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(calls.at(-1)?.body.period_one).toEqual({ id: '2025-Q1', start_date: '2025-01-01', end_date: '2025-03-31' });
    await waitFor(() => expect(isDisabled('period-two-kind')).toBe(false));

    const periodTwo = screen.getByTestId('period-two');
    fireEvent.mouseDown(within(periodTwo).getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Custom dates' }));
    const from = screen.getByTestId<HTMLInputElement>('period-two-from');
    const to = screen.getByTestId<HTMLInputElement>('period-two-to');
    const [start, end] = [from.value, to.value];
    // Typed and shown day first (not as the browser's mm/dd/yyyy); a refused date is undone on leaving.
    expect(start).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    fireEvent.change(to, { target: { value: '31/12/1999' } });
    fireEvent.blur(to);
    expect(to.value).toBe(end);
    fireEvent.change(from, { target: { value: '30/02/2024' } });
    fireEvent.blur(from);
    expect(from.value).toBe(start);
    fireEvent.change(from, { target: { value: '1/2/2026' } });
    await waitFor(() => expect(from.value).toBe('01/02/2026'));
    await waitFor(() => expect(calls.at(-1)?.body.period_two).toMatchObject({ start_date: '2026-02-01' }));
  });

  it('compares new with old, and keeps the periods and the metric disabled while it asks', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubComparisons(async (body) => {
      if (body.period_two === 'last_12_months') await gate;
      return [row(null, 6, 3)];
    });
    render_();
    await screen.findByTestId('time-bar-chart');
    expect(screen.getByText('The last 12 months against everything before them.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('new-versus-old'));
    const { old } = newVersusOldPeriods(new Date());
    await waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({
        period_one: { id: 'custom', start_date: '2000-01-01', end_date: old.end_date },
        period_two: 'last_12_months',
      }),
    );
    await waitFor(() => expect(isDisabled('period-one-kind')).toBe(true));
    expect(isDisabled('period-one-from')).toBe(true);
    expect(isDisabled('period-two-kind')).toBe(true);
    expect(isDisabled('period-two-named')).toBe(true);
    expect(isDisabled('metric-average')).toBe(true);
    expect(isDisabled('new-versus-old')).toBe(true);

    release();
    await waitFor(() => expect(isDisabled('period-one-kind')).toBe(false));
    expect(isDisabled('period-two-named')).toBe(false);
    expect(isDisabled('metric-average')).toBe(false);
    expect(isDisabled('new-versus-old')).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>('period-one-from').value).toBe('01/01/2000');
  });
});

function isDisabled(testId: string): boolean {
  return screen.getByTestId<HTMLInputElement | HTMLButtonElement>(testId).disabled;
}
