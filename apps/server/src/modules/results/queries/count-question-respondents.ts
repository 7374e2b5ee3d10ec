import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { answerScopeConditions, type AnswerScope } from './answer-scope.js';

export type QuestionRespondentsRow = { question_id: number; respondents: number };

/**
 * Respondents per question for questions with several answer rows per respondent (multiple
 * choice); for every other question the answer count already is the respondent count.
 */
export async function countQuestionRespondents(
  database: Database,
  scope: AnswerScope,
  questionIds: readonly number[],
): Promise<QuestionRespondentsRow[]> {
  if (questionIds.length === 0) return [];
  const ids = sql.join(
    questionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return database.query<QuestionRespondentsRow>(sql`
    select a.question_id, count(distinct a.respondent_id)::int as respondents
    from answers a
    where ${answerScopeConditions('a', scope)} and a.question_id in (${ids})
    group by a.question_id`);
}
