// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBenchmarkRow, TBenchmarkSingleSurveyResponse } from '@peil/contract/benchmark';
import { createQueryClient } from '../../../app/query-client';
import { API } from '@peil/contract/api';
import { initTestI18n } from '../../../app/test-providers';
import { stubContract } from '../../../test/stub-endpoints';
import { SelectedSurveyProvider } from '../../shell/selected-survey';

const i18n = initTestI18n('en');
let ClusterBenchmark: ComponentType<{ surveyId: number; today: string; viewSwitch: ReactNode }>;
let RadarBenchmark: ComponentType<{ surveyId: number; surveyName: string | null; today: Date; viewSwitch: ReactNode }>;
let BenchmarkScreen: ComponentType;
let TimeComparisonScreen: ComponentType;

beforeAll(async () => {
  // The feature registers its texts on import, which needs the initialised i18n instance.
  ({ ClusterBenchmark } = await import('./cluster-benchmark'));
  ({ RadarBenchmark } = await import('./radar-benchmark'));
  ({ BenchmarkScreen } = await import('./benchmark-screen'));
  ({ TimeComparisonScreen } = await import('./time-comparison'));
});

function row(dimensionId: number, dimension: string, questionId: number | null, survey: number, cluster: number) {
  return {
    dimension,
    dimension_id: dimensionId,
    label: questionId === null ? dimension : `Question ${questionId}`,
    question_id: questionId,
    survey_qi_score: survey,
    cluster_qi_score: cluster,
    survey_avg_score: 4 - survey / 5,
    cluster_avg_score: 4 - cluster / 5,
    survey_confidence_interval_qi_score: 0.2,
    cluster_confidence_interval_qi_score: 0.2,
    survey_confidence_interval_avg_score: 0.05,
    cluster_confidence_interval_avg_score: 0.05,
    survey_n: 30,
    cluster_n: 200,
    comparable: true,
    avg_test: null,
    qi_test: {
      difference: survey - cluster,
      lower: survey - cluster - 1,
      upper: survey - cluster + 1,
      p: 0.0123,
      significance: 'same',
    },
  } satisfies TBenchmarkRow;
}

function benchmark(data: TBenchmarkRow[]): TBenchmarkSingleSurveyResponse {
  return {
    data,
    surveyName: 'Patient survey Amsterdam',
    clusterName: 'All of the Netherlands',
    cluster_id: 4,
    clusterN: 812,
    surveyN: 97,
    period: { id: 'all_time', start_date: '2000-01-01', end_date: '2026-11-22', label: 'all_time' },
    cluster_withheld: null,
    thresholds: { min_organizations: 3, min_respondents: 30, significance_level: 0.05 },
  };
}

/** Answers by endpoint through a function, so answers can depend on the body; returns the calls made. */
function stubApi(answer: Parameters<typeof stubContract>[0]) {
  return stubContract(answer).calls as { endpoint: unknown; body: Record<string, unknown> | undefined }[];
}

const isExcelExport = (endpoint: unknown) =>
  endpoint === API.benchmark.excelAverage || endpoint === API.benchmark.excelScore;

function renderInApp(element: ReactNode) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{element}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const dimensions = [row(1, 'Information', null, 4.25, 6.5), row(2, 'Respect', null, 7, 7.1)];
const questions = [row(1, 'Information', 11, 4, 6), row(1, 'Information', 12, 4.5, 7), row(2, 'Respect', 21, 7, 7.1)];

describe('benchmark screens without a survey', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("say 'Select a survey' and ask nothing", async () => {
    localStorage.clear();
    const calls = stubApi(() => ({ status: 404, body: {} }));
    renderInApp(
      <SelectedSurveyProvider>
        <BenchmarkScreen />
        <TimeComparisonScreen />
      </SelectedSurveyProvider>,
    );
    expect(screen.getAllByText('Select a survey')).toHaveLength(2);
    expect(calls).toEqual([]);
  });
});

describe('ClusterBenchmark', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the header counts, the bars with their scores and the question table filtered by dimension', async () => {
    let releaseQuestions: () => void = () => {};
    const questionsGate = new Promise<void>((resolve) => (releaseQuestions = resolve));
    const calls = stubApi(async (endpoint) => {
      if (endpoint === API.benchmark.singleSurvey) return { body: benchmark(dimensions) };
      if (endpoint === API.benchmark.questionLevel) {
        await questionsGate;
        return { body: benchmark(questions) };
      }
      return { status: 404, body: {} };
    });
    renderInApp(<ClusterBenchmark surveyId={5} today="2026-11-22" viewSwitch={null} />);

    expect(await screen.findByText('Patient survey Amsterdam')).toBeTruthy();
    expect(screen.getByTestId('benchmark-survey-n').textContent).toBe('97');
    expect(screen.getByTestId('benchmark-cluster-n').textContent).toBe('812');
    expect(screen.getByTestId('benchmark-cluster-name').textContent).toBe('All of the Netherlands');
    const chart = await screen.findByTestId('benchmark-bar-chart');
    expect(chart.getAttribute('aria-label')).toContain(
      'Information: Patient survey Amsterdam 4.25, All of the Netherlands 6.50',
    );
    expect(calls[0]?.body).toEqual({ survey_id: 5, period: 'all_time', locale: 'en' });

    // Spec §4: the dimension dropdown waits for the question-level data.
    const dimensionSelect = within(screen.getByTestId('benchmark-dimension-select')).getByRole('combobox');
    expect(dimensionSelect.getAttribute('aria-disabled')).toBe('true');
    releaseQuestions();
    await waitFor(() => expect(screen.getAllByTestId('question-row')).toHaveLength(3));
    expect(dimensionSelect.getAttribute('aria-disabled')).toBeNull();

    fireEvent.mouseDown(dimensionSelect);
    fireEvent.click(await screen.findByRole('option', { name: 'Respect' }));
    await waitFor(() => expect(screen.getAllByTestId('question-row')).toHaveLength(1));
    expect(screen.getByTestId('question-row').textContent).toContain('Question 21');
    fireEvent.mouseDown(dimensionSelect);
    fireEvent.click(await screen.findByRole('option', { name: 'Show all dimensions' }));
    await waitFor(() => expect(screen.getAllByTestId('question-row')).toHaveLength(3));
  });

  it('says "too few to compare" where the API sends no figure of the cluster', async () => {
    const tooFew = {
      ...row(2, 'Respect', 21, 3, 5),
      comparable: false,
      cluster_qi_score: null,
      cluster_n: null,
      qi_test: null,
    };
    stubApi(async (endpoint) => {
      if (endpoint === API.benchmark.singleSurvey)
        return { body: { ...benchmark(dimensions), clusterN: null, cluster_withheld: 'too_few_organizations' } };
      if (endpoint === API.benchmark.questionLevel) return { body: benchmark([questions[0]!, tooFew]) };
      return { status: 404, body: {} };
    });
    renderInApp(<ClusterBenchmark surveyId={5} today="2026-11-22" viewSwitch={null} />);
    expect(await screen.findByTestId('benchmark-too-few')).toHaveProperty(
      'textContent',
      'Too few to compare: fewer than 3 other organisations have answers in this cluster and period, so no figure of the cluster is shown.',
    );
    expect(screen.getByTestId('benchmark-cluster-n').textContent).toBe('Too few to compare');
    await waitFor(() => expect(screen.getAllByTestId('question-row')).toHaveLength(2));
    const [shown, hidden] = screen.getAllByTestId('question-row');
    expect(within(shown!).getByTestId('question-test').textContent).toBe('-2.00 (-3.00 – -1.00), p = 0.012');
    expect(hidden!.textContent).toContain('Too few to compare');
    expect(within(hidden!).getByTestId('question-test').textContent).toBe('Too few to compare');
  });

  it('asks again for another period and disables the buttons while it loads', async () => {
    let releaseYtd: () => void = () => {};
    const ytdGate = new Promise<void>((resolve) => (releaseYtd = resolve));
    const calls = stubApi(async (endpoint, body) => {
      if (body?.period === 'ytd') await ytdGate;
      const data = body?.period === 'ytd' ? [row(1, 'Information', null, 2, 6.5)] : dimensions;
      return { body: benchmark(endpoint === API.benchmark.questionLevel ? questions : data) };
    });
    renderInApp(<ClusterBenchmark surveyId={5} today="2026-11-22" viewSwitch={null} />);
    await screen.findByTestId('benchmark-bar-chart');

    fireEvent.click(screen.getByTestId('period-ytd'));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('period-ytd').disabled).toBe(true));
    expect(screen.getByTestId<HTMLButtonElement>('metric-average').disabled).toBe(true);
    releaseYtd();
    await waitFor(() =>
      expect(screen.getByTestId('benchmark-bar-chart').getAttribute('aria-label')).toContain(
        'Information: Patient survey Amsterdam 2.00',
      ),
    );
    expect(screen.getByTestId<HTMLButtonElement>('period-ytd').disabled).toBe(false);
    expect(new Set(calls.filter((call) => call.body?.period === 'ytd').map((call) => call.endpoint))).toEqual(
      new Set([API.benchmark.singleSurvey, API.benchmark.netPromoter, API.benchmark.questionLevel]),
    );

    fireEvent.click(screen.getByTestId('metric-average'));
    expect(screen.getByTestId('benchmark-bar-chart').getAttribute('aria-label')).toContain('Average score');
    expect(screen.getByTestId('benchmark-bar-chart').getAttribute('aria-label')).toContain(
      'Patient survey Amsterdam 3.60',
    );
  });

  it("says 'No data available' without rows and disables the export", async () => {
    stubApi(() => ({ body: benchmark([]) }));
    renderInApp(<ClusterBenchmark surveyId={5} today="2026-11-22" viewSwitch={null} />);
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('benchmark-export').disabled).toBe(true);
    expect(screen.queryByTestId('benchmark-bar-chart')).toBeNull();
  });

  it('shows the translated error label followed by the message', async () => {
    const calls = stubApi(() => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'Survey not found.' } },
    }));
    renderInApp(<ClusterBenchmark surveyId={5} today="2026-11-22" viewSwitch={null} />);
    expect((await screen.findByTestId('benchmark-error')).textContent).toContain('Error: Survey not found.');
    // One error is enough: the Net Promoter panel does not ask (and fail) again.
    expect(calls.map((call) => call.endpoint)).not.toContain(API.benchmark.netPromoter);
  });

  it('shows the maintenance screen with a link back to the surveys when the API answers 503', async () => {
    stubApi(() => ({ status: 503, body: { error: { code: 'unavailable', message: 'down' } } }));
    renderInApp(<ClusterBenchmark surveyId={5} today="2026-11-22" viewSwitch={null} />);
    const notice = await screen.findByTestId('benchmark-maintenance');
    expect(notice.textContent).toContain('The benchmarking tool is down for maintenance.');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/vragenlijsten');
  });

  it('links the explanation in a new tab and exports the shown period as XLSX', async () => {
    const calls = stubApi((endpoint) => {
      if (isExcelExport(endpoint)) return { body: 'xlsx' };
      return { body: benchmark(endpoint === API.benchmark.questionLevel ? questions : dimensions) };
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderInApp(<ClusterBenchmark surveyId={5} today="2026-11-22" viewSwitch={null} />);
    const link = await screen.findByTestId('benchmark-explanation-link');
    expect(link.getAttribute('href')).toBe('/benchmark-explanation');
    expect(link.getAttribute('target')).toBe('_blank');

    await screen.findByTestId('benchmark-bar-chart');
    fireEvent.click(screen.getByTestId('period-previous_year'));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('benchmark-export').disabled).toBe(false));
    fireEvent.click(screen.getByTestId('benchmark-export'));
    await waitFor(() =>
      expect(calls.find((call) => call.endpoint === API.benchmark.excelScore)?.body).toEqual({
        PeriodOne: null,
        PeriodTwo: null,
        StartPeriod: null,
        EndPeriod: null,
        ClusterData: { survey_id: 5, locale: 'en', period: 'previous_year' },
      }),
    );
  });
});

describe('RadarBenchmark', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const clusters = {
    description: 'Clinics',
    clusters: [
      { cluster_id: 4, cluster_name: 'All of the Netherlands', default_cluster_id: 4, surveys: [], survey_count: 3 },
      { cluster_id: 6, cluster_name: 'International', default_cluster_id: 4, surveys: [], survey_count: 4 },
    ],
  };

  it('compares with the default cluster, and asks for quarters only once both are chosen', async () => {
    const calls = stubApi((endpoint, body) => {
      if (endpoint === API.benchmark.clustersInSettings) return { body: clusters };
      if (endpoint === API.benchmark.radarCluster)
        return {
          body: {
            n: 97,
            clusterN: body?.clusterId === 6 ? 1500 : 812,
            clusterName: 'x',
            data: [
              {
                dimension: 'Information',
                dimension_id: 1,
                visible: true,
                survey_average_score: 3.14,
                cluster_average_score: 2.96,
                survey_QI_score: 4,
                cluster_QI_score: 5,
              },
            ],
          },
        };
      if (endpoint === API.benchmark.radarTime)
        return {
          body: {
            firstN: 20,
            secondN: 31,
            firstPeriod: { id: 'a', start_date: '2026-01-01', end_date: '2026-03-31', label: 'Q1 2026' },
            secondPeriod: { id: 'b', start_date: '2026-04-01', end_date: '2026-06-30', label: 'Q2 2026' },
            data: {
              first: [
                { dimension_translation: 'Information', dimension_id: 1, average_score: 3, QI_score: 4, visible: true },
              ],
              second: [
                {
                  dimension_translation: 'Information',
                  dimension_id: 1,
                  average_score: 3.26,
                  QI_score: 3.5,
                  visible: true,
                },
              ],
            },
          },
        };
      return { status: 404, body: {} };
    });
    renderInApp(
      <RadarBenchmark
        surveyId={5}
        surveyName="Patient survey"
        today={new Date('2026-11-22T10:00:00Z')}
        viewSwitch={null}
      />,
    );
    const chart = await screen.findByTestId('benchmark-radar-chart');
    expect(chart.getAttribute('aria-label')).toContain('Information: Patient survey 3.1, All of the Netherlands 3.0');
    expect(screen.getByTestId('benchmark-radar-n').textContent).toBe('97');
    expect(calls.find((call) => call.endpoint === API.benchmark.radarCluster)?.body).toEqual({
      surveyId: 5,
      clusterId: 4,
      locale: 'en',
    });

    fireEvent.click(screen.getByTestId('radar-mode-quarter'));
    expect(screen.getByTestId('radar-precondition').textContent).toBe('Choose two periods to compare.');
    expect(screen.getByTestId('benchmark-radar-first-n').textContent).toBe('–');
    fireEvent.mouseDown(within(screen.getByTestId('radar-first-period')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Q1 2026' }));
    expect(calls.some((call) => call.endpoint === API.benchmark.radarTime)).toBe(false);
    fireEvent.mouseDown(within(screen.getByTestId('radar-second-period')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Q2 2026' }));

    await waitFor(() => expect(screen.getByTestId('benchmark-radar-second-n').textContent).toBe('31'));
    expect(calls.find((call) => call.endpoint === API.benchmark.radarTime)?.body).toEqual({
      surveyId: 5,
      startPeriod: { id: '2026-Q1', start_date: '2026-01-01', end_date: '2026-03-31', label: 'Q1 2026' },
      endPeriod: { id: '2026-Q2', start_date: '2026-04-01', end_date: '2026-06-30', label: 'Q2 2026' },
      locale: 'en',
    });
    expect(screen.getByTestId('benchmark-radar-chart').getAttribute('aria-label')).toContain(
      'Information: Q1 2026 3.0, Q2 2026 3.3',
    );

    // Switching the mode resets n.
    fireEvent.click(screen.getByTestId('radar-mode-month'));
    expect(screen.getByTestId('benchmark-radar-first-n').textContent).toBe('–');
    expect(screen.getByTestId('radar-precondition')).toBeTruthy();
  });

  const radarClusterAnswer = {
    n: 97,
    clusterN: 812,
    clusterName: 'x',
    data: [
      {
        dimension: 'Information',
        dimension_id: 1,
        visible: true,
        survey_average_score: 3.14,
        cluster_average_score: 2.96,
        survey_QI_score: 4,
        cluster_QI_score: 5,
      },
    ],
  };
  const radarTimeAnswer = {
    firstN: 20,
    secondN: 31,
    firstPeriod: { id: 'a', start_date: '2026-01-01', end_date: '2026-03-31', label: 'Q1 2026' },
    secondPeriod: { id: 'b', start_date: '2026-04-01', end_date: '2026-06-30', label: 'Q2 2026' },
    data: {
      first: [{ dimension_translation: 'Information', dimension_id: 1, average_score: 3, QI_score: 4, visible: true }],
      second: [
        { dimension_translation: 'Information', dimension_id: 1, average_score: 3.3, QI_score: 3, visible: true },
      ],
    },
  };

  function renderRadar() {
    renderInApp(
      <RadarBenchmark
        surveyId={5}
        surveyName="Patient survey"
        today={new Date('2026-11-22T10:00:00Z')}
        viewSwitch={null}
      />,
    );
  }

  const comboboxOf = (testId: string) => within(screen.getByTestId(testId)).getByRole('combobox');
  const isButtonDisabled = (testId: string) => screen.getByTestId<HTMLButtonElement>(testId).disabled;

  async function chooseQuarters() {
    fireEvent.click(screen.getByTestId('radar-mode-quarter'));
    fireEvent.mouseDown(comboboxOf('radar-first-period'));
    fireEvent.click(await screen.findByRole('option', { name: 'Q1 2026' }));
    fireEvent.mouseDown(comboboxOf('radar-second-period'));
    fireEvent.click(await screen.findByRole('option', { name: 'Q2 2026' }));
  }

  it('keeps the mode, the cluster, the periods and the metric disabled while the radar is fetched', async () => {
    let releaseCluster: () => void = () => {};
    const clusterGate = new Promise<void>((resolve) => (releaseCluster = resolve));
    let releaseTime: () => void = () => {};
    const timeGate = new Promise<void>((resolve) => (releaseTime = resolve));
    stubApi(async (endpoint) => {
      if (endpoint === API.benchmark.clustersInSettings) return { body: clusters };
      if (endpoint === API.benchmark.radarCluster) {
        await clusterGate;
        return { body: radarClusterAnswer };
      }
      await timeGate;
      return { body: radarTimeAnswer };
    });
    renderRadar();
    await waitFor(() => expect(isButtonDisabled('radar-mode-quarter')).toBe(true));
    expect(comboboxOf('radar-cluster-select').getAttribute('aria-disabled')).toBe('true');
    expect(isButtonDisabled('metric-qi')).toBe(true);
    releaseCluster();
    await screen.findByTestId('benchmark-radar-chart');
    expect(isButtonDisabled('radar-mode-quarter')).toBe(false);
    expect(comboboxOf('radar-cluster-select').getAttribute('aria-disabled')).toBeNull();

    await chooseQuarters();
    await waitFor(() => expect(comboboxOf('radar-first-period').getAttribute('aria-disabled')).toBe('true'));
    expect(comboboxOf('radar-second-period').getAttribute('aria-disabled')).toBe('true');
    expect(isButtonDisabled('radar-mode-location')).toBe(true);
    releaseTime();
    await waitFor(() => expect(screen.getByTestId('benchmark-radar-second-n').textContent).toBe('31'));
    expect(comboboxOf('radar-first-period').getAttribute('aria-disabled')).toBeNull();
    expect(isButtonDisabled('radar-mode-location')).toBe(false);
  });

  it('preselects the default cluster only when the list offers it', async () => {
    // The default is the study cluster, which the server leaves out of this organisation's list.
    const withoutDefault = {
      ...clusters,
      clusters: clusters.clusters.map((cluster) => ({ ...cluster, default_cluster_id: 9 })),
    };
    const calls = stubApi((endpoint) =>
      endpoint === API.benchmark.clustersInSettings ? { body: withoutDefault } : { body: radarClusterAnswer },
    );
    renderRadar();
    await waitFor(() =>
      expect(screen.getByTestId('radar-precondition').textContent).toBe('Choose a cluster to compare with.'),
    );
    await waitFor(() => expect(comboboxOf('radar-cluster-select').getAttribute('aria-disabled')).toBeNull());
    expect(calls.some((call) => call.endpoint === API.benchmark.radarCluster)).toBe(false);

    fireEvent.mouseDown(comboboxOf('radar-cluster-select'));
    fireEvent.click(await screen.findByRole('option', { name: 'International' }));
    await screen.findByTestId('benchmark-radar-chart');
    expect(calls.find((call) => call.endpoint === API.benchmark.radarCluster)?.body).toMatchObject({ clusterId: 6 });
  });

  it('exports the time modes as the time workbook with StartPeriod and EndPeriod', async () => {
    const calls = stubApi((endpoint) => {
      if (endpoint === API.benchmark.clustersInSettings) return { body: clusters };
      if (endpoint === API.benchmark.radarCluster) return { body: radarClusterAnswer };
      if (isExcelExport(endpoint)) return { body: 'xlsx' };
      return { body: radarTimeAnswer };
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderRadar();
    await screen.findByTestId('benchmark-radar-chart');
    // The cluster workbook is of the setting's default cluster, not of the cluster chosen here.
    expect(screen.queryByTestId('benchmark-export')).toBeNull();

    await chooseQuarters();
    expect(isButtonDisabled('benchmark-export')).toBe(true);
    await waitFor(() => expect(isButtonDisabled('benchmark-export')).toBe(false));
    fireEvent.click(screen.getByTestId('benchmark-export'));
    await waitFor(() =>
      expect(calls.find((call) => call.endpoint === API.benchmark.excelAverage)?.body).toEqual({
        PeriodOne: null,
        PeriodTwo: null,
        StartPeriod: { id: '2026-Q1', start_date: '2026-01-01', end_date: '2026-03-31', label: 'Q1 2026' },
        EndPeriod: { id: '2026-Q2', start_date: '2026-04-01', end_date: '2026-06-30', label: 'Q2 2026' },
        ClusterData: { survey_id: 5, locale: 'en' },
      }),
    );
  });
});
