import { describe, expect, it } from 'vitest';
import type { TClusterSummary, TClusterWithSurveys } from '@peil/contract/benchmark-settings';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { ApiError } from '../../lib/api-client';
import {
  canEditBenchmarkSettings,
  clustersToAdd,
  failureKey,
  isFilledIn,
  parseThresholds,
  surveyChoiceLabel,
  surveyChoicesFor,
} from './benchmark-settings-rules';

const survey = (id: number, internal_name: string, organization_name: string): TSurveyListItem => ({
  id,
  uuid: `uuid-${id}`,
  internal_name,
  count: 0,
  project_name: null,
  organization_name,
  status: 1,
  start_date: '2024-01-01',
});

const cluster = (cluster_id: number, surveyIds: number[] = []): TClusterWithSurveys => ({
  cluster_id,
  cluster_name: `Cluster ${cluster_id}`,
  default_cluster_id: null,
  overlaps: [],
  surveys: surveyIds.map((id) => ({
    survey_id: id,
    survey_name: `S${id}`,
    survey_internal_name: `S${id}`,
    organization_name: 'O',
  })),
});

describe('benchmark settings rules', () => {
  it('lets only the superadmin edit', () => {
    expect([1, 2, 3, 4].map((role) => canEditBenchmarkSettings(role as 1 | 2 | 3 | 4))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('needs a name that is more than spaces', () => {
    expect(isFilledIn('Noord')).toBe(true);
    expect(isFilledIn('   ')).toBe(false);
    expect(isFilledIn('')).toBe(false);
  });

  it('offers the surveys not yet in the cluster, newest first, labelled with number, name and organisation', () => {
    const choices = surveyChoicesFor(
      [survey(3, 'NL-2023', 'Noord'), survey(7, 'DE-2024', 'Süd'), survey(5, 'NL-2024', 'Noord')],
      cluster(1, [5]),
    );
    expect(choices.map(surveyChoiceLabel)).toEqual(['7 · DE-2024 (Süd)', '3 · NL-2023 (Noord)']);
  });

  it('offers the clusters not yet in the setting', () => {
    const all: TClusterSummary[] = [1, 2, 3].map((id) => ({
      cluster_id: id,
      cluster_name: `C${id}`,
      description: '',
      survey_count: 0,
    }));
    expect(clustersToAdd(all, [cluster(2)]).map((c) => c.cluster_id)).toEqual([1, 3]);
  });

  it('explains a conflict with the action’s own text, a 404 as gone, anything else as generic', () => {
    expect(failureKey(new ApiError(409, 'conflict', '', null), 'errors.surveyInCluster')).toBe(
      'errors.surveyInCluster',
    );
    expect(failureKey(new ApiError(404, 'not_found', '', null), 'errors.surveyInCluster')).toBe('errors.notFound');
    expect(failureKey(new ApiError(500, 'internal', '', null), 'errors.surveyInCluster')).toBe('errors.generic');
    expect(failureKey(new TypeError('offline'), 'errors.surveyInCluster')).toBe('errors.generic');
  });
});

describe('benchmark thresholds in the setting dialog', () => {
  const fields = { min_organizations: '3', min_respondents: '30', significance_level: '0.05' };

  it('takes whole numbers and a decimal comma or point', () => {
    expect(parseThresholds(fields)).toEqual({
      thresholds: { min_organizations: 3, min_respondents: 30, significance_level: 0.05 },
      invalid: [],
    });
    expect(parseThresholds({ ...fields, significance_level: '0,01' }).thresholds?.significance_level).toBe(0.01);
  });

  it('refuses what the server refuses, at and beyond its limits', () => {
    expect(parseThresholds({ ...fields, min_organizations: '2' }).invalid).toEqual([]);
    expect(parseThresholds({ ...fields, min_organizations: '1' }).invalid).toEqual(['min_organizations']);
    expect(parseThresholds({ ...fields, min_respondents: '2,5' }).invalid).toEqual(['min_respondents']);
    expect(parseThresholds({ ...fields, min_respondents: '' }).invalid).toEqual(['min_respondents']);
    expect(parseThresholds({ ...fields, significance_level: '0.2' }).invalid).toEqual([]);
    expect(parseThresholds({ ...fields, significance_level: '0.21' }).invalid).toEqual(['significance_level']);
    expect(parseThresholds({ ...fields, significance_level: '5%' })).toEqual({
      thresholds: null,
      invalid: ['significance_level'],
    });
  });
});
