import { sql } from 'drizzle-orm';
import { LIMITS } from '@peil/contract/limits';
import type { Database } from '../../../db/database.js';
import { answerScopeConditions, type AnswerScope } from './answer-scope.js';

export type LatestOpenAnswerRow = { question_id: number; text: string | null; date: string | null; total: number };

/**
 * Open texts of every question in one query: the newest page (20) per question plus the
 * question's total. A question's total comes with each of its rows.
 */
export function findLatestOpenAnswers(database: Database, scope: AnswerScope): Promise<LatestOpenAnswerRow[]> {
  return database.query<LatestOpenAnswerRow>(sql`
    select question_id, text, to_char(answered_at, 'YYYY-MM-DD') as date, total::int as total
    from (
      select t.question_id, t.text, t.answered_at,
             count(*) over (partition by t.question_id) as total,
             row_number() over (partition by t.question_id order by t.answered_at desc, t.id desc) as position
      from answer_texts t
      where ${answerScopeConditions('t', scope)}
    ) ranked
    where position <= ${LIMITS.tableRowsPerPage}
    order by question_id, position`);
}
