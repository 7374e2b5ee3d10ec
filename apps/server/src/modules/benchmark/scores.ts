import { confidenceIntervalFromSums, summaryFromSums, type SampleSummary } from '@peil/scoring';
import type { RespondentCounts, ScoreSums } from './queries/aggregate-scores.js';

/** Scores of one group in one row, as the responses carry them. */
export type GroupScore = {
  avg: number | null;
  /** Half-width of the 95 % interval of `avg`; null with fewer than two answers. */
  avgHalfWidth: number | null;
  qi: number | null;
  qiHalfWidth: number | null;
  /** Scored answers: the n of both intervals (on a question row, one per respondent). */
  answers: number;
  /** Respondents with a scored answer in the row: the n of its tests and of the threshold. */
  respondents: number;
  /** Organisations with answers in the row. */
  organizations: number;
  /** The row's score with the variance of its answers, for Welch's test; null without answers. */
  avgSample: SampleSummary | null;
  qiSample: SampleSummary | null;
};

export const NO_SCORE: GroupScore = {
  avg: null,
  avgHalfWidth: null,
  qi: null,
  qiHalfWidth: null,
  answers: 0,
  respondents: 0,
  organizations: 0,
  avgSample: null,
  qiSample: null,
};

// Four decimals are far below what the charts (2) and radars (1) show, and keep the JSON free of
// floating-point noise such as 2.0000000000000004.
export function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * Average score and QI score of a row as the SQL computed them (the mean of its questions'
 * scores), each with the half-width of a 95 % confidence interval (mean ± 1.96 · sd / √n,
 * @peil/scoring). The interval takes the spread of all the row's answers with n = its answers:
 * an interval per question would leave a whole dimension without one as soon as one question
 * (in a cluster: one question of one small survey) has a single answer.
 *
 * The test samples take the same spread with n = the row's respondents: a respondent's answers to
 * the questions of one dimension are not independent, and the variance of one answer is at least
 * that of a respondent's mean over several, so the test errs towards "not significant".
 */
export function scoreFromSums(sums: ScoreSums | undefined, respondents = sums?.answers ?? 0): GroupScore {
  if (!sums || sums.answers === 0) return NO_SCORE;
  const avg = confidenceIntervalFromSums(sums.answers, sums.score_sum, sums.score_squares)!;
  const qi = confidenceIntervalFromSums(sums.answers, sums.qi_sum, sums.qi_squares)!;
  const sample = (sum: number, squares: number, mean: number): SampleSummary => ({
    ...summaryFromSums(sums.answers, sum, squares, mean),
    n: respondents,
  });
  return {
    avg: round(sums.avg_score),
    avgHalfWidth: avg.insufficientData ? null : round(avg.halfWidth),
    qi: round(sums.qi_score),
    qiHalfWidth: qi.insufficientData ? null : round(qi.halfWidth),
    answers: sums.answers,
    respondents,
    organizations: sums.organizations,
    avgSample: sample(sums.score_sum, sums.score_squares, sums.avg_score),
    qiSample: sample(sums.qi_sum, sums.qi_squares, sums.qi_score),
  };
}

/** Sums by group and row, with each group's respondents. */
export type SumsIndex = {
  get(group: 1 | 2, dimensionId: number, questionId: number | null): ScoreSums | undefined;
  /** The row's scores; on a dimension row its respondents come from the per-dimension count. */
  score(group: 1 | 2, dimensionId: number, questionId: number | null): GroupScore;
  /** The group's respondents with at least one scored answer. */
  respondents(group: 1 | 2): number;
  /** The group's organisations with such respondents. */
  organizations(group: 1 | 2): number;
  /** Rows present in a group, as [dimensionId, questionId]. */
  rows(group: 1 | 2): Array<[number, number | null]>;
};

export function indexSums(rows: readonly ScoreSums[], counts: RespondentCounts): SumsIndex {
  const byKey = new Map(rows.map((row) => [`${row.group}:${row.dimension_id}:${row.question_id ?? ''}`, row]));
  const get = (group: 1 | 2, dimensionId: number, questionId: number | null) =>
    byKey.get(`${group}:${dimensionId}:${questionId ?? ''}`);
  return {
    get,
    score: (group, dimensionId, questionId) => {
      const sums = get(group, dimensionId, questionId);
      // A question row has one answer per respondent; a dimension row is counted by respondent.
      const respondents =
        questionId === null ? (counts.perDimension.get(dimensionId)?.[group - 1] ?? sums?.answers) : sums?.answers;
      return scoreFromSums(sums, respondents);
    },
    respondents: (group) => counts.respondents[group - 1]!,
    organizations: (group) => counts.organizations[group - 1]!,
    rows: (group) =>
      rows
        .filter((row) => row.group === group)
        .map((row) => [row.dimension_id, row.question_id] as [number, number | null]),
  };
}
