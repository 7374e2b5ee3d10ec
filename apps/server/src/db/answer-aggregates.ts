import { QUESTION_TYPE } from '@peil/contract/domain';
import type { Database } from './database.js';

/**
 * Folds the pending changes of these surveys into the pre-aggregates (fold_answer_changes, migration
 * 0025). Every reader of the pre-aggregates calls it first, so that what it reads equals the
 * answers committed before the call; with nothing pending it is one index probe per survey.
 */
export async function foldAnswerChanges(database: Pick<Database, 'raw'>, surveyIds: readonly number[]): Promise<void> {
  if (surveyIds.length === 0) return;
  await database.raw('select fold_answer_changes($1::int[])', [`{${surveyIds.join(',')}}`]);
}

/**
 * Folds every survey's pending changes, one survey per transaction so that each survey's lock is
 * held only for its own fold. The surveys are found by skipping along the (survey_id, id) index.
 */
export async function foldAllAnswerChanges(database: Pick<Database, 'raw'>): Promise<void> {
  const surveys = await database.raw<{ survey_id: number }>(`
    with recursive pending as (
      select min(survey_id) as survey_id from answer_changes
      union all
      select (select min(c.survey_id) from answer_changes c where c.survey_id > p.survey_id)
      from pending p where p.survey_id is not null
    )
    select survey_id from pending where survey_id is not null`);
  for (const { survey_id } of surveys) await foldAnswerChanges(database, [survey_id]);
}

/** Rows of each pre-aggregate that differ from the same figures computed from the answers. */
export type PreAggregateDifferences = {
  answerDayCounts: number;
  answerMonthCounts: number;
  respondentScoredDays: number;
  singleDayRespondentCounts: number;
  singleDayRespondentMonthCounts: number;
  multiDayRespondents: number;
  respondentQuestionDays: number;
  singleDayQuestionRespondentCounts: number;
  multiDayQuestionRespondents: number;
  answerTextDayCounts: number;
};

/**
 * Compares every pre-aggregate of migrations 0020, 0022 and 0023 with its raw computation over all answers, in
 * the session time zone, after folding the pending changes as every reader does: all zero means
 * the results and the benchmark read what a scan of the answers would give. A full scan: for tests
 * and the bench, not for requests.
 */
export async function findPreAggregateDifferences(database: Pick<Database, 'raw'>): Promise<PreAggregateDifferences> {
  await foldAllAnswerChanges(database);
  const differing = (left: string, right: string) =>
    `(select count(*) from ((${left} except all ${right}) union all (${right} except all ${left})) d)::int`;
  const [row] = await database.raw<PreAggregateDifferences>(`
    with raw_counts as (
      select survey_id, question_id, option_id, number_value, answered_at::date as day, count(*)::bigint as answers
      from answers group by 1, 2, 3, 4, 5
    ), raw_scored as (
      select a.survey_id, a.respondent_id, q.dimension_id, a.answered_at::date as day, count(*)::int as answers
      from answers a join question_options o on o.id = a.option_id join questions q on q.id = o.question_id
      where q.dimension_id is not null and o.score is not null
      group by 1, 2, 3, 4
    ), raw_days as (
      select survey_id, respondent_id, dimension_id, min(day) as first_day, max(day) as last_day
      from raw_scored
      group by grouping sets ((survey_id, respondent_id, dimension_id), (survey_id, respondent_id))
    ), raw_chosen as (
      select a.survey_id, a.respondent_id, a.question_id, a.answered_at::date as day, count(*)::int as answers
      from answers a join questions q on q.id = a.question_id
      where q.type = ${QUESTION_TYPE.multipleChoice}
      group by 1, 2, 3, 4
    ), raw_chosen_days as (
      select survey_id, respondent_id, question_id, min(day) as first_day, max(day) as last_day
      from raw_chosen group by 1, 2, 3
    )
    select
      ${differing(
        'select * from raw_counts',
        'select survey_id, question_id, option_id, number_value, day, answers from answer_day_counts',
      )} as "answerDayCounts",
      ${differing(
        `select survey_id, question_id, option_id, number_value, date_trunc('month', day::timestamp)::date, sum(answers)
         from raw_counts group by 1, 2, 3, 4, 5`,
        'select survey_id, question_id, option_id, number_value, month, answers from answer_month_counts',
      )} as "answerMonthCounts",
      ${differing(
        'select * from raw_scored',
        'select survey_id, respondent_id, dimension_id, day, answers from respondent_scored_days',
      )} as "respondentScoredDays",
      ${differing(
        'select survey_id, dimension_id, first_day, count(*)::int from raw_days where first_day = last_day group by 1, 2, 3',
        'select survey_id, dimension_id, day, respondents from single_day_respondent_counts',
      )} as "singleDayRespondentCounts",
      ${differing(
        `select survey_id, dimension_id, date_trunc('month', first_day::timestamp)::date, count(*)::int
         from raw_days where first_day = last_day group by 1, 2, 3`,
        'select survey_id, dimension_id, month, respondents from single_day_respondent_month_counts',
      )} as "singleDayRespondentMonthCounts",
      ${differing(
        'select survey_id, respondent_id, dimension_id from raw_days where first_day <> last_day',
        'select survey_id, respondent_id, dimension_id from multi_day_respondents',
      )} as "multiDayRespondents",
      ${differing(
        'select * from raw_chosen',
        'select survey_id, respondent_id, question_id, day, answers from respondent_question_days',
      )} as "respondentQuestionDays",
      ${differing(
        'select survey_id, question_id, first_day, count(*)::int from raw_chosen_days where first_day = last_day group by 1, 2, 3',
        'select survey_id, question_id, day, respondents from single_day_question_respondent_counts',
      )} as "singleDayQuestionRespondentCounts",
      ${differing(
        'select survey_id, respondent_id, question_id from raw_chosen_days where first_day <> last_day',
        'select survey_id, respondent_id, question_id from multi_day_question_respondents',
      )} as "multiDayQuestionRespondents",
      ${differing(
        'select survey_id, question_id, answered_at::date, count(*) from answer_texts group by 1, 2, 3',
        'select survey_id, question_id, day, texts from answer_text_day_counts',
      )} as "answerTextDayCounts"`);
  return row!;
}
