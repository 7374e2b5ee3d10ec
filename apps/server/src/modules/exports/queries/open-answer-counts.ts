import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  answerScopeConditions,
  type AnswerScope,
  type FilteredRespondents,
} from '../../results/queries/answer-scope.js';

/** How many open texts each question has in the scope (questions without any are left out). */
export function countOpenAnswers(
  database: Database,
  scope: AnswerScope,
  respondents?: FilteredRespondents,
): Promise<{ question_id: number; total: number }[]> {
  return database.query(sql`
    select t.question_id, count(*)::int as total
    from answer_texts t
    where ${answerScopeConditions('t', scope, respondents)}
    group by t.question_id`);
}
