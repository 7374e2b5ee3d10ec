import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { answerScopeConditions, dateRange, type AnswerScope, type FilteredRespondents } from './answer-scope.js';

export type AnswerCountRow = {
  question_id: number;
  option_id: number | null;
  number_value: number | null;
  count: number;
  /** Newest answer of the group (YYYY-MM-DD). */
  latest: string;
};

/**
 * The main results aggregate: the survey's answers counted per question, option and value, with
 * each group's newest answer date. Choice questions give one row per option (the value is the
 * option's Likert score), sliders and numbers one row per value.
 *
 * Without answer or language filters the counts per local day (answer_day_counts) are summed over
 * the period's days: a row per question, option, value and day instead of every answer. Filters
 * pick respondents, so they read the answers themselves.
 */
export function countAnswers(
  database: Database,
  scope: AnswerScope,
  respondents: FilteredRespondents,
): Promise<AnswerCountRow[]> {
  const isFiltered =
    respondents !== undefined || (scope.filter ?? []).length > 0 || (scope.translationFilter ?? []).length > 0;
  if (!isFiltered) {
    const { from, to } = dateRange(scope);
    return database.query<AnswerCountRow>(sql`
      select d.question_id,
             d.option_id,
             d.number_value::float8 as number_value,
             sum(d.answers)::int as count,
             to_char(max(d.day), 'YYYY-MM-DD') as latest
      from answer_day_counts d
      where d.survey_id = ${scope.surveyId} and d.day >= ${from}::date and d.day <= ${to}::date
      group by d.question_id, d.option_id, d.number_value`);
  }
  return database.query<AnswerCountRow>(sql`
    select a.question_id,
           a.option_id,
           a.number_value::float8 as number_value,
           count(*)::int as count,
           to_char(max(a.answered_at), 'YYYY-MM-DD') as latest
    from answers a
    where ${answerScopeConditions('a', scope, respondents)}
    group by a.question_id, a.option_id, a.number_value`);
}
