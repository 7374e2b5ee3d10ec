// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBenchmarkSetting, TClusterWithSurveys } from '@peil/contract/benchmark-settings';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../app/query-client';
import { API, endpointPath } from '@peil/contract/api';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';

const i18n = initTestI18n('en');
let SettingDialog: ComponentType<{ settingId: number | null; onClose: () => void; onSaved: () => void }>;

beforeAll(async () => {
  ({ SettingDialog } = await import('./setting-dialog'));
});

const setting: TBenchmarkSetting = {
  id: 7,
  name: 'Fertility',
  description: '',
  default_cluster_id: 2,
  min_organizations: 3,
  min_respondents: 30,
  significance_level: 0.05,
};

const clusters: TClusterWithSurveys[] = [
  {
    cluster_id: 2,
    cluster_name: 'Klein',
    default_cluster_id: 2,
    surveys: [],
    overlaps: [{ cluster_id: 3, cluster_name: 'Groot', differing_organizations: 1, hidden_in_benchmark: true }],
  },
];

function stubApi() {
  return stubEndpoints(
    on(API.benchmarkSettings.setting, { id: 7 }, { body: setting }),
    on(API.benchmarkSettings.updateSetting, { id: 7 }, ({ body }) => ({ body: { ...setting, ...body } })),
    on(API.benchmarkSettings.clustersWithSurveys, { settingsId: 7 }, { body: clusters }),
    on(API.benchmarkSettings.allClusters, { body: [] }),
  );
}

describe('the benchmark setting dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('edits the thresholds, refuses what the server would, and warns of overlapping clusters', async () => {
    const { calls } = stubApi();
    const onSaved = vi.fn();
    render(
      <AppProviders i18n={i18n} queryClient={createQueryClient()}>
        <SettingDialog settingId={7} onClose={() => {}} onSaved={onSaved} />
      </AppProviders>,
    );
    const organizations = within(await screen.findByTestId('threshold-min_organizations')).getByRole('textbox');
    const level = within(screen.getByTestId('threshold-significance_level')).getByRole('textbox');
    expect(organizations).toHaveProperty('value', '3');
    expect(within(screen.getByTestId('threshold-min_respondents')).getByRole('textbox')).toHaveProperty('value', '30');
    expect(level).toHaveProperty('value', '0.05');

    expect((await screen.findByTestId('cluster-overlap')).textContent).toBe(
      'Differs from Groot by only 1 organisation: subtracting the two would reveal that organisation. The benchmark shows only the larger cluster. This cluster is the smaller one and is not shown in the benchmark.',
    );

    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.change(organizations, { target: { value: '1' } });
    expect(screen.getByText('A whole number from 2 to 100.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(organizations, { target: { value: '4' } });
    fireEvent.change(level, { target: { value: '0,01' } });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(
      calls.filter((call) => call.method === 'POST').map(({ endpoint, path, body }) => ({ endpoint, path, body })),
    ).toEqual([
      {
        endpoint: API.benchmarkSettings.updateSetting,
        path: endpointPath(API.benchmarkSettings.updateSetting, { id: 7 }),
        body: {
          name: 'Fertility',
          description: '',
          min_organizations: 4,
          min_respondents: 30,
          significance_level: 0.01,
        },
      },
    ]);
  });
});
