import type {
  TBenchmarkPeriod,
  TBenchmarkRow,
  TBenchmarkTimeComparisonRow,
  TRadarClusterRow,
  TRadarTimeRow,
} from '@peil/contract/benchmark';
import type { TBarPair } from './bar-chart-option';
import type { TBenchmarkMetric } from './metrics';
import { resolvePeriodChoice, type TPeriodChoice } from './period-options';

/**
 * Survey (coloured by its Welch test against the cluster) and cluster (#B9CDE5), per dimension or
 * question. Below the benchmark's thresholds the API sends no cluster figure: no cluster bar.
 */
export function clusterBarPairs(rows: readonly TBenchmarkRow[], metric: TBenchmarkMetric): TBarPair[] {
  return rows.map((row) => ({
    label: row.label,
    value: metric === 'qi' ? row.survey_qi_score : row.survey_avg_score,
    comparison: metric === 'qi' ? row.cluster_qi_score : row.cluster_avg_score,
    comparable: row.comparable,
    test: metric === 'qi' ? row.qi_test : row.avg_test,
  }));
}

/**
 * Period two (coloured by its Welch test against period one) next to period one, so that the
 * colour says whether the survey improved between the periods.
 */
export function timeBarPairs(rows: readonly TBenchmarkTimeComparisonRow[], metric: TBenchmarkMetric): TBarPair[] {
  return rows.map((row) => ({
    label: row.label,
    value: metric === 'qi' ? row.period_two_qi_score : row.period_two_avg_score,
    comparison: metric === 'qi' ? row.period_one_qi_score : row.period_one_avg_score,
    comparable: row.comparable,
    test: metric === 'qi' ? row.qi_test : row.avg_test,
  }));
}

export type TRadarData = { dimensions: string[]; first: (number | null)[]; second: (number | null)[] };

/** Cluster mode: the dimensions the survey has answers in; first the survey, second the cluster. */
export function clusterRadarData(rows: readonly TRadarClusterRow[], metric: TBenchmarkMetric): TRadarData {
  const visible = rows.filter((row) => row.visible);
  return {
    dimensions: visible.map((row) => row.dimension),
    first: visible.map((row) => (metric === 'qi' ? row.survey_QI_score : row.survey_average_score)),
    second: visible.map((row) => (metric === 'qi' ? row.cluster_QI_score : row.cluster_average_score)),
  };
}

/** Time modes: the dimensions with answers in either period; a period without answers stays empty. */
export function timeRadarData(
  first: readonly TRadarTimeRow[],
  second: readonly TRadarTimeRow[],
  metric: TBenchmarkMetric,
): TRadarData {
  const score = (row: TRadarTimeRow | undefined) =>
    row && row.visible ? (metric === 'qi' ? row.QI_score : row.average_score) : null;
  const secondById = new Map(second.map((row) => [row.dimension_id, row]));
  const shown = first.filter((row) => row.visible || secondById.get(row.dimension_id)?.visible);
  return {
    dimensions: shown.map((row) => row.dimension_translation),
    first: shown.map((row) => score(row)),
    second: shown.map((row) => score(secondById.get(row.dimension_id))),
  };
}

/** A period for a request: a named period by its id, anything else by its dates. Null while incomplete. */
export function toRequestPeriod(choice: TPeriodChoice, today: Date, label?: string): TBenchmarkPeriod | null {
  if (choice.kind === 'named') return choice.id;
  const period = resolvePeriodChoice(choice, today);
  if (!period) return null;
  return { id: period.id, start_date: period.start_date, end_date: period.end_date, ...(label ? { label } : {}) };
}
