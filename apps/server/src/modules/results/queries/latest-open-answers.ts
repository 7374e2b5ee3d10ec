import { sql } from 'drizzle-orm';
import { LIMITS } from '@peil/contract/limits';
import { foldAnswerChanges } from '../../../db/answer-aggregates.js';
import type { Database } from '../../../db/database.js';
import {
  answerScopeConditions,
  dateRange,
  readsPreAggregates,
  type AnswerScope,
  type FilteredRespondents,
} from './answer-scope.js';

export type LatestOpenAnswerRow = { question_id: number; text: string | null; date: string | null; total: number };

/**
 * Open texts of every question in one query: the newest page (20) per question plus the
 * question's total. A question's total comes with each of its rows.
 *
 * The totals are a plain count, without filters summed from the texts per day (answer_text_day_counts)
 * instead; the page is read per question that has texts, newest first
 * from the (survey_id, question_id, answered_at) index and stopped after 20 rows, rather than
 * numbering and sorting every text of the survey.
 */
export async function findLatestOpenAnswers(
  database: Database,
  scope: AnswerScope,
  respondents?: FilteredRespondents,
): Promise<LatestOpenAnswerRow[]> {
  const { from, to } = dateRange(scope);
  const preAggregated = readsPreAggregates(scope, respondents);
  if (preAggregated) await foldAnswerChanges(database, [scope.surveyId]);
  const totals = preAggregated
    ? sql`select c.question_id, sum(c.texts)::int as total
          from answer_text_day_counts c
          where c.survey_id = ${scope.surveyId} and c.day >= ${from}::date and c.day <= ${to}::date
          group by c.question_id`
    : sql`select t.question_id, count(*)::int as total
          from answer_texts t
          where ${answerScopeConditions('t', scope, respondents)}
          group by t.question_id`;
  return database.query<LatestOpenAnswerRow>(sql`
    with totals as (${totals})
    select totals.question_id, page.text, to_char(page.answered_at, 'YYYY-MM-DD') as date, totals.total
    from totals
    cross join lateral (
      select t.text, t.answered_at, t.id
      from answer_texts t
      where ${answerScopeConditions('t', scope, respondents)} and t.question_id = totals.question_id
      order by t.answered_at desc, t.id desc
      limit ${LIMITS.tableRowsPerPage}
    ) page
    order by totals.question_id, page.answered_at desc, page.id desc`);
}
