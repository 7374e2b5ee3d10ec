import { confidenceIntervalFromSums } from '@peil/scoring';
import type { ScoreSums } from './queries/aggregate-scores.js';

/** Scores of one group in one row, as the responses carry them. */
export type GroupScore = {
  avg: number | null;
  /** Half-width of the 95 % interval of `avg`; null with fewer than two answers. */
  avgHalfWidth: number | null;
  qi: number | null;
  qiHalfWidth: number | null;
  /** Scored answers: the n of both intervals (on a question row, one per respondent). */
  answers: number;
};

export const NO_SCORE: GroupScore = { avg: null, avgHalfWidth: null, qi: null, qiHalfWidth: null, answers: 0 };

// Four decimals are far below what the charts (2) and radars (1) show, and keep the JSON free of
// floating-point noise such as 2.0000000000000004.
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * Average score and QI score of a row as the SQL computed them (the mean of its questions'
 * scores), each with the half-width of a 95 % confidence interval (mean ± 1.96 · sd / √n,
 * @peil/scoring). The interval takes the spread of all the row's answers with n = its answers:
 * an interval per question would leave a whole dimension without one as soon as one question
 * (in a cluster: one question of one small survey) has a single answer.
 */
export function scoreFromSums(sums: ScoreSums | undefined): GroupScore {
  if (!sums || sums.answers === 0) return NO_SCORE;
  const avg = confidenceIntervalFromSums(sums.answers, sums.score_sum, sums.score_squares)!;
  const qi = confidenceIntervalFromSums(sums.answers, sums.qi_sum, sums.qi_squares)!;
  return {
    avg: round(sums.avg_score),
    avgHalfWidth: avg.insufficientData ? null : round(avg.halfWidth),
    qi: round(sums.qi_score),
    qiHalfWidth: qi.insufficientData ? null : round(qi.halfWidth),
    answers: sums.answers,
  };
}

/** Sums by group and row, with each group's respondents. */
export type SumsIndex = {
  get(group: 1 | 2, dimensionId: number, questionId: number | null): ScoreSums | undefined;
  /** The group's respondents with at least one scored answer. */
  respondents(group: 1 | 2): number;
  /** Rows present in a group, as [dimensionId, questionId]. */
  rows(group: 1 | 2): Array<[number, number | null]>;
};

export function indexSums(rows: readonly ScoreSums[], respondents: readonly [number, number]): SumsIndex {
  const byKey = new Map(rows.map((row) => [`${row.group}:${row.dimension_id}:${row.question_id ?? ''}`, row]));
  return {
    get: (group, dimensionId, questionId) => byKey.get(`${group}:${dimensionId}:${questionId ?? ''}`),
    respondents: (group) => respondents[group - 1]!,
    rows: (group) =>
      rows
        .filter((row) => row.group === group)
        .map((row) => [row.dimension_id, row.question_id] as [number, number | null]),
  };
}
