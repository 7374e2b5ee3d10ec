import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { answerScopeConditions, type AnswerScope } from './answer-scope.js';

export type LatestAnswerDateRow = { question_id: number; latest: string };

/**
 * The date of each question's newest answer: one backward step on the (survey_id, question_id,
 * answered_at) index per question. Meant for scopes without answer or language filters; with
 * those, a question could need a long walk back to its first matching answer, and the counts
 * bring the date instead (see countAnswers).
 */
export function findLatestAnswerDates(database: Database, scope: AnswerScope): Promise<LatestAnswerDateRow[]> {
  return database.query<LatestAnswerDateRow>(sql`
    select q.id as question_id, to_char(newest.answered_at, 'YYYY-MM-DD') as latest
    from questions q
    cross join lateral (
      select a.answered_at from answers a
      where ${answerScopeConditions('a', scope)} and a.question_id = q.id
      order by a.answered_at desc
      limit 1
    ) newest
    where q.survey_id = ${scope.surveyId}`);
}
