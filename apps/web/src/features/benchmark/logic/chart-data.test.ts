import { describe, expect, it } from 'vitest';
import type { TBenchmarkRow, TBenchmarkTimeComparisonRow, TRadarTimeRow } from '@peil/contract/benchmark';
import { barColor } from './bar-chart-option';
import { clusterBarPairs, clusterRadarData, timeBarPairs, timeRadarData, toRequestPeriod } from './chart-data';

const today = new Date('2026-11-22T10:00:00Z');

const row: TBenchmarkRow = {
  dimension: 'Informatie',
  dimension_id: 3,
  label: 'Informatie',
  question_id: null,
  survey_qi_score: 4.2,
  cluster_qi_score: 5.1,
  survey_avg_score: 3.1,
  cluster_avg_score: 2.7,
  survey_confidence_interval_qi_score: 0.3,
  cluster_confidence_interval_qi_score: 0.2,
  survey_confidence_interval_avg_score: 0.1,
  cluster_confidence_interval_avg_score: null,
  survey_n: 40,
  cluster_n: 300,
  comparable: true,
  avg_test: { difference: 0.4, lower: 0.1, upper: 0.7, p: 0.02, significance: 'better' },
  qi_test: { difference: -0.9, lower: -1.3, upper: -0.5, p: 0.0001, significance: 'better' },
};

describe('benchmark chart data', () => {
  it('pairs the survey with its cluster and the test of the chosen metric', () => {
    const [qi] = clusterBarPairs([row], 'qi');
    expect(qi).toEqual({ label: 'Informatie', value: 4.2, comparison: 5.1, comparable: true, test: row.qi_test });
    expect(barColor(qi!)).toBe('#00B050');
    const [average] = clusterBarPairs([row], 'average');
    expect(average).toMatchObject({ value: 3.1, comparison: 2.7, test: row.avg_test });
    const [tooFew] = clusterBarPairs(
      [{ ...row, comparable: false, cluster_avg_score: null, avg_test: null, qi_test: null }],
      'average',
    );
    expect(tooFew).toMatchObject({ comparison: null, comparable: false, test: null });
    expect(barColor(tooFew!)).toBe('#4F81BD');
  });

  it('pairs period two with period one', () => {
    const timeRow: TBenchmarkTimeComparisonRow = {
      dimension: 'Respect',
      dimension_id: 4,
      label: 'Respect',
      question_id: null,
      period_one_qi_score: 6,
      period_two_qi_score: 3,
      period_one_avg_score: 2,
      period_two_avg_score: 3.5,
      period_one_confidence_interval_qi_score: 0.5,
      period_two_confidence_interval_qi_score: 0.5,
      period_one_confidence_interval_avg_score: 0.2,
      period_two_confidence_interval_avg_score: 0.2,
      period_one_n: 20,
      period_two_n: 25,
      comparable: true,
      avg_test: { difference: 1.5, lower: 0.9, upper: 2.1, p: 0.00002, significance: 'better' },
      qi_test: { difference: -3, lower: -4.4, upper: -1.6, p: 0.0003, significance: 'better' },
    };
    const [pair] = timeBarPairs([timeRow], 'average');
    expect(pair).toMatchObject({ value: 3.5, comparison: 2 });
    expect(barColor(pair!)).toBe('#00B050');
    expect(timeBarPairs([timeRow], 'qi')[0]).toMatchObject({ value: 3, comparison: 6 });
  });

  it('draws only the dimensions the survey has answers in on the cluster radar', () => {
    const data = clusterRadarData(
      [
        {
          dimension: 'Informatie',
          dimension_id: 3,
          visible: true,
          comparable: true,
          survey_average_score: 3.14,
          cluster_average_score: 2.9,
          survey_QI_score: 4,
          cluster_QI_score: 5,
        },
        {
          dimension: 'Autonomie',
          dimension_id: 6,
          visible: false,
          comparable: false,
          survey_average_score: null,
          cluster_average_score: null,
          survey_QI_score: null,
          cluster_QI_score: null,
        },
      ],
      'average',
    );
    expect(data).toEqual({ dimensions: ['Informatie'], first: [3.14], second: [2.9] });
  });

  it('keeps a dimension on the time radar when either period has answers', () => {
    const timeRow = (id: number, visible: boolean, average: number | null): TRadarTimeRow => ({
      dimension_translation: `D${id}`,
      dimension_id: id,
      average_score: average,
      QI_score: average === null ? null : 5 - average,
      visible,
    });
    const data = timeRadarData(
      [timeRow(1, true, 3), timeRow(2, false, null), timeRow(3, false, null)],
      [timeRow(1, true, 2.5), timeRow(2, true, 2), timeRow(3, false, null)],
      'qi',
    );
    expect(data).toEqual({ dimensions: ['D1', 'D2'], first: [2, null], second: [2.5, 3] });
  });

  it('sends a named period by id and any other period by its dates', () => {
    expect(toRequestPeriod({ kind: 'named', id: 'ytd' }, today)).toBe('ytd');
    expect(toRequestPeriod({ kind: 'quarter', id: '2025-Q3' }, today)).toEqual({
      id: '2025-Q3',
      start_date: '2025-07-01',
      end_date: '2025-09-30',
    });
    expect(toRequestPeriod({ kind: 'month', id: null }, today)).toBeNull();
    expect(toRequestPeriod({ kind: 'custom', start: '2025-01-05', end: '2025-02-01' }, today, 'Winter')).toEqual({
      id: 'custom',
      start_date: '2025-01-05',
      end_date: '2025-02-01',
      label: 'Winter',
    });
  });
});
