// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TClustersInSettingsResponse } from '@peil/contract/benchmark';
import type { TBenchmarkTrendResponse, TTrendPoint, TTrendPeriod } from '@peil/contract/benchmark-trend';
import { createQueryClient } from '../../../app/query-client';
import { API } from '@peil/contract/api';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import type { TTrendChoice } from '../logic/export-requests';
import type { TBenchmarkMetric } from '../logic/metrics';

const i18n = initTestI18n('en');
let TrendSection: ComponentType<{
  surveyId: number;
  metric: TBenchmarkMetric;
  locale: string;
  choice: TTrendChoice;
  onChoiceChange: (choice: TTrendChoice) => void;
}>;

/** The time page keeps the choice; here a small owner does. */
function Owner({ metric, locale }: { metric: TBenchmarkMetric; locale: string }) {
  const [choice, setChoice] = useState<TTrendChoice>({ granularity: 'quarter', clusterId: null });
  return <TrendSection surveyId={5} metric={metric} locale={locale} choice={choice} onChoiceChange={setChoice} />;
}

const CLUSTERS: TClustersInSettingsResponse = {
  clusters: [3, 4].map((id) => ({
    cluster_id: id,
    cluster_name: id === 3 ? 'Fertility' : 'International',
    default_cluster_id: 3,
    surveys: [],
    survey_count: 4,
  })),
  description: '',
};

beforeAll(async () => {
  ({ TrendSection } = await import('./trend-section'));
});

const QUARTERS: TTrendPeriod[] = [
  { id: '2026-Q2', start_date: '2026-04-01', end_date: '2026-06-30', label: 'Q2 2026', is_partial: false },
  { id: '2026-Q3', start_date: '2026-07-01', end_date: '2026-09-30', label: 'Q3 2026', is_partial: false },
  { id: '2026-Q4', start_date: '2026-10-01', end_date: '2026-10-31', label: 'Q4 2026', is_partial: true },
];
const MONTHS: TTrendPeriod[] = [
  { id: '2026-09', start_date: '2026-09-01', end_date: '2026-09-30', label: '2026-09', is_partial: false },
  { id: '2026-10', start_date: '2026-10-01', end_date: '2026-10-31', label: '2026-10', is_partial: false },
];

function point(periodId: string, avg: number | null, cluster: number | null): TTrendPoint {
  return {
    period_id: periodId,
    avg_score: avg,
    avg_lower: avg === null ? null : avg - 0.25,
    avg_upper: avg === null ? null : avg + 0.25,
    qi_score: avg === null ? null : 10 - avg,
    qi_lower: avg === null ? null : 9.5 - avg,
    qi_upper: avg === null ? null : 10.5 - avg,
    n: avg === null ? 0 : 12,
    cluster_avg_score: cluster,
    cluster_qi_score: cluster === null ? null : 10 - cluster,
    cluster_n: cluster === null ? null : 40,
  };
}

function answer(overrides: Partial<TBenchmarkTrendResponse> = {}): TBenchmarkTrendResponse {
  return {
    surveyName: 'Patient survey',
    granularity: 'quarter',
    clusterName: 'Fertility',
    cluster_id: 3,
    cluster_withheld: null,
    periods: QUARTERS,
    dimensions: [
      {
        dimension_id: 1,
        dimension: 'Information',
        points: [point('2026-Q2', 3.5, 3.1), point('2026-Q3', null, null), point('2026-Q4', 2.75, null)],
      },
      {
        dimension_id: 2,
        dimension: 'Communication',
        points: [point('2026-Q2', 3, 2.9), point('2026-Q3', 3.25, 3), point('2026-Q4', null, null)],
      },
    ],
    thresholds: { min_organizations: 3, min_respondents: 30, significance_level: 0.05 },
    ...overrides,
  };
}

describe('TrendSection', () => {
  let calls: Record<string, unknown>[];
  let respond: (body: Record<string, unknown>) => TBenchmarkTrendResponse;

  const render_ = (metric: TBenchmarkMetric = 'average', locale = 'en') =>
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <Owner metric={metric} locale={locale} />
        </QueryClientProvider>
      </I18nextProvider>,
    );

  beforeEach(() => {
    calls = [];
    respond = () => answer();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    stubEndpoints(
      on(API.benchmark.clustersInSettings, { body: CLUSTERS }),
      on(API.benchmark.trend, ({ body }) => {
        calls.push(body);
        return { body: respond(body) };
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks per quarter and draws one labelled chart per dimension, with a table for screen readers', async () => {
    render_();
    const charts = await screen.findAllByTestId('trend-dimension');
    expect(calls[0]).toEqual({ survey_id: 5, granularity: 'quarter', locale: 'en' });
    expect(charts).toHaveLength(2);
    const chart = await screen.findByTestId('trend-chart-1');
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Line chart: Average score of Information per quarter. 2 periods with answers; from 3.50 in Q2 2026 to 2.75 in Q4 2026.',
    );
    const rows = within(screen.getByTestId('trend-chart-1-table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodPatient surveyFertility',
      'Q2 20263.50 (3.25 – 3.75), n = 123.10, n = 40',
      'Q3 2026no answersToo few to compare',
      'Q4 2026 (only 01/10/2026 – 31/10/2026)2.75 (2.50 – 3.00), n = 12Too few to compare',
    ]);
  });

  it('follows the metric, the language and the chosen granularity', async () => {
    respond = (body) =>
      body.granularity === 'month'
        ? answer({
            granularity: 'month',
            periods: MONTHS,
            dimensions: [
              { dimension_id: 1, dimension: 'Informatie', points: [point('2026-09', 3, 3), point('2026-10', 3.5, 3)] },
            ],
          })
        : answer();
    await i18n.changeLanguage('nl');
    try {
      render_('qi', 'nl');
      const chart = await screen.findByTestId('trend-chart-1');
      expect(chart.getAttribute('aria-label')).toContain('van 6,50 in K2 2026 tot 7,25 in K4 2026');
      fireEvent.click(screen.getByTestId('trend-month'));
      await waitFor(() => expect(calls.at(-1)).toMatchObject({ granularity: 'month' }));
      await waitFor(() =>
        expect(screen.getByTestId('trend-chart-1').getAttribute('aria-label')).toContain(
          'Lijngrafiek: QI-score van Informatie per maand.',
        ),
      );
      const rows = within(screen.getByTestId('trend-chart-1-table')).getAllByRole('row');
      expect(rows[1]?.textContent).toMatch(/^sep 2026/);
      expect(rows[2]?.textContent).toBe('okt 20266,50 (6,00 – 7,00), n = 127,00, n = 40');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('draws the trend beside the default cluster until another is chosen', async () => {
    respond = (body) => (body.cluster_id === 4 ? answer({ clusterName: 'International', cluster_id: 4 }) : answer());
    render_();
    const select = await screen.findByTestId('trend-cluster-select');
    await waitFor(() => expect(within(select).getByRole('combobox').textContent).toBe('Fertility'));
    expect(calls[0]).not.toHaveProperty('cluster_id');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'International' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ cluster_id: 4, granularity: 'quarter' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('trend-chart-1-table')).getAllByRole('columnheader')[2]?.textContent).toBe(
        'International',
      ),
    );
  });

  it('says "too few" when no period of the cluster passes the thresholds, and draws no cluster line', async () => {
    respond = () =>
      answer({
        dimensions: [
          { dimension_id: 1, dimension: 'Information', points: QUARTERS.map((quarter) => point(quarter.id, 3, null)) },
        ],
      });
    render_();
    expect((await screen.findByTestId('trend-too-few')).textContent).toBe(
      'Cluster: too few to compare in every period, so no line of the cluster is shown.',
    );
    expect(screen.getByTestId('trend-section').textContent).not.toContain('dashed line');
    const headers = within(screen.getByTestId('trend-chart-1-table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Period', 'Patient survey']);
  });

  it('says why a withheld cluster is not shown', async () => {
    respond = () =>
      answer({
        cluster_withheld: 'too_few_organizations',
        dimensions: [{ dimension_id: 1, dimension: 'Information', points: [point('2026-Q2', 3, null)] }],
        periods: QUARTERS.slice(0, 1),
      });
    render_();
    expect((await screen.findByTestId('trend-too-few')).textContent).toContain('fewer than 3 other organisations');
  });

  it('draws the survey alone without a cluster, and says so', async () => {
    respond = () => answer({ clusterName: null, cluster_id: null });
    render_();
    const section = await screen.findByTestId('trend-section');
    await waitFor(() => expect(section.textContent).toContain('There is no cluster to show beside the survey.'));
    expect(section.textContent).toContain('Solid line: the survey, in its shaded 95 % confidence interval.');
    expect(section.textContent).not.toContain('dashed line');
  });

  it('says "no data" for a survey without answers in the three years', async () => {
    respond = () => answer({ dimensions: [] });
    render_();
    expect((await screen.findByTestId('trend-no-data')).textContent).toContain('No answers in the last three years');
    expect(screen.queryByTestId('trend-dimension')).toBeNull();
  });
});
