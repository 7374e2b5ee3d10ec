// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBenchmarkNetPromoterResponse, TBenchmarkPeriod } from '@peil/contract/benchmark';
import { createQueryClient } from '../../../app/query-client';
import { API } from '@peil/contract/api';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints, type TStubAnswer } from '../../../test/stub-endpoints';

const i18n = initTestI18n('en');
let NetPromoterPanel: ComponentType<{ surveyId: number; period: TBenchmarkPeriod; locale: string }>;

beforeAll(async () => {
  ({ NetPromoterPanel } = await import('./net-promoter-panel'));
});

// The hand-computed figures of the API test: the survey −20 against the cluster's 80.
const response: TBenchmarkNetPromoterResponse = {
  data: [
    {
      question_id: 7,
      label: 'How likely are you to recommend us?',
      dimension: null,
      survey: { score: -20, lower: -85.5941, upper: 45.5941, n: 5, promoters: 1, passives: 2, detractors: 2 },
      cluster: { score: 80, lower: 62.4692, upper: 97.5308, n: 20, promoters: 16, passives: 4, detractors: 0 },
      comparable: true,
      test: { difference: -100, lower: -167.8964, upper: -32.1036, p: 0.003892, significance: 'worse' },
    },
    {
      question_id: 9,
      label: 'Would you recommend your doctor?',
      dimension: null,
      survey: { score: 100, lower: 100, upper: 100, n: 5, promoters: 5, passives: 0, detractors: 0 },
      cluster: null,
      comparable: false,
      test: null,
    },
  ],
  surveyName: 'Kliniek A',
  clusterName: 'Alle',
  cluster_id: 3,
  period: { id: 'all_time', start_date: '2000-01-01', end_date: '2026-11-26', label: 'all_time' },
  cluster_withheld: null,
  thresholds: { min_organizations: 3, min_respondents: 5, significance_level: 0.05 },
};

function stubApi(answer: TStubAnswer<typeof API.benchmark.netPromoter>) {
  return stubEndpoints(on(API.benchmark.netPromoter, answer)).calls;
}

function renderPanel(locale = 'en') {
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <NetPromoterPanel surveyId={5} period="ytd" locale={locale} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return container;
}

describe('NetPromoterPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the survey’s NPS with its interval against the cluster’s, and the test', async () => {
    const calls = stubApi({ body: response });
    renderPanel();
    const rows = await screen.findAllByTestId('nps-row');
    expect(calls.map(({ endpoint, body }) => ({ endpoint, body }))).toEqual([
      { endpoint: API.benchmark.netPromoter, body: { survey_id: 5, period: 'ytd', locale: 'en' } },
    ]);
    expect(screen.getByText('Net Promoter Score')).toBeTruthy();
    const [compared, tooFew] = rows;
    expect(within(compared!).getByTestId('nps-survey').textContent).toBe(
      'NPS -20 (95 % interval -86 to +46)1 promoters, 2 passives, 2 detractors',
    );
    expect(within(compared!).getByTestId('nps-cluster').textContent).toBe(
      'NPS +80 (95 % interval +62 to +98)16 promoters, 4 passives, 0 detractors',
    );
    expect(within(compared!).getByTestId('nps-test').textContent).toBe(
      '-100 (-168 to -32), p = 0.004significantly worse',
    );
    expect(within(tooFew!).getByTestId('nps-survey').textContent).toContain('NPS +100');
    expect(within(tooFew!).getByTestId('nps-cluster').textContent).toBe('Too few to compare');
    expect(within(tooFew!).getByTestId('nps-test').textContent).toBe('Too few to compare');
  });

  it('formats the figures in the interface language', async () => {
    await i18n.changeLanguage('nl');
    stubApi({ body: response });
    renderPanel('nl');
    const [compared] = await screen.findAllByTestId('nps-row');
    expect(within(compared!).getByTestId('nps-test').textContent).toBe(
      '-100 (-168 tot -32), p = 0,004significant slechter',
    );
    await i18n.changeLanguage('en');
  });

  it('shows nothing for a survey without a Net Promoter question', async () => {
    const calls = stubApi({ body: { ...response, data: [] } });
    const container = renderPanel();
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('says so when the scores cannot be loaded', async () => {
    stubApi({ status: 500, body: { error: { code: 'internal', message: 'x' } } });
    renderPanel();
    expect((await screen.findByTestId('nps-error')).textContent).toContain(
      'The Net Promoter Scores could not be loaded.',
    );
  });
});
