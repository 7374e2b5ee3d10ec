import { sql } from 'drizzle-orm';
import { foldAnswerChanges } from '../../../db/answer-aggregates.js';
import type { Database } from '../../../db/database.js';
import { ANSWER_COUNTS, monthAndDayRows } from '../../benchmark/queries/aggregate-scores.js';
import {
  answerScopeConditions,
  dateRange,
  readsPreAggregates,
  type AnswerScope,
  type FilteredRespondents,
} from './answer-scope.js';

export type AnswerCountRow = {
  question_id: number;
  option_id: number | null;
  number_value: number | null;
  count: number;
  /** Newest answer of the group, or without filters of its question (YYYY-MM-DD). */
  latest: string;
};

/**
 * The main results aggregate: the survey's answers counted per question, option and value, with
 * each group's newest answer date. Choice questions give one row per option (the value is the
 * option's Likert score), sliders and numbers one row per value.
 *
 * Without answer or language filters the pre-aggregates are summed instead of every answer: the
 * counts per local month of the period's whole months and per day at its edges (monthAndDayRows).
 * Each row's `latest` is then its question's newest day, the only date the cards show, read from
 * the day rows of the question's newest month. Filters pick respondents, so they read the answers
 * themselves.
 */
export async function countAnswers(
  database: Database,
  scope: AnswerScope,
  respondents: FilteredRespondents,
): Promise<AnswerCountRow[]> {
  if (readsPreAggregates(scope, respondents)) {
    const { from, to } = dateRange(scope);
    const period = { surveyIds: [scope.surveyId], from, until: dayAfter(to) };
    const rows = monthAndDayRows(period, ANSWER_COUNTS, 'question_id, option_id, number_value, answers', 'since');
    await foldAnswerChanges(database, [scope.surveyId]);
    return database.query<AnswerCountRow>(sql`
      with counted as (${rows}),
      -- Once per question (materialized, not per row), walking the survey's days backwards
      -- (question_id + 0 keeps the planner off the key index, which would read every day of
      -- the question's month): the newest day usually holds the question.
      latest as materialized (
        select c.question_id,
               (select to_char(d.day, 'YYYY-MM-DD') from answer_day_counts d
                where d.survey_id = ${scope.surveyId} and d.question_id + 0 = c.question_id
                  and d.day >= c.since and d.day <= ${to}::date
                order by d.day desc limit 1) as latest
        from (select question_id, max(since) as since from counted group by question_id) c)
      select c.question_id, c.option_id, c.number_value::float8 as number_value, sum(c.answers)::int as count,
             l.latest
      from counted c join latest l on l.question_id = c.question_id
      group by c.question_id, c.option_id, c.number_value, l.latest`);
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

/** The day after a 'YYYY-MM-DD' day; the last day of year 9999 stands for itself. */
function dayAfter(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  const next = new Date(time + 86_400_000).toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(next) ? next : day;
}
