// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBenchmarkSetting, TClusterWithSurveys } from '@peil/contract/benchmark-settings';
import { AppProviders } from '../../../app/app-providers';
import { createQueryClient } from '../../../app/query-client';
import { initTestI18n } from '../../../app/test-providers';

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
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Partial<TBenchmarkSetting>;
      posts.push({ url, body });
      return new Response(JSON.stringify({ ...setting, ...body }));
    }
    if (url === '/api/v1/benchmark/settings/7') return new Response(JSON.stringify(setting));
    if (url.startsWith('/api/v1/benchmark/clusters_with_surveys/7')) return new Response(JSON.stringify(clusters));
    return new Response(JSON.stringify([]));
  });
  return posts;
}

describe('the benchmark setting dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('edits the thresholds, refuses what the server would, and warns of overlapping clusters', async () => {
    const posts = stubApi();
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
      'Differs from Groot by only 1 organisations: subtracting the two would reveal those organisations. The benchmark shows only the larger cluster. This cluster is the smaller one and is not shown in the benchmark.',
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
    expect(posts).toEqual([
      {
        url: '/api/v1/benchmark/settings/7',
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
