import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { answerScopeConditions, type AnswerScope } from './answer-scope.js';

export type AnswerCountRow = {
  question_id: number;
  option_id: number | null;
  number_value: number | null;
  count: number;
  latest: string;
};

/**
 * The main results aggregate: one pass over the survey's answers, counted per question, option
 * and value. Choice questions give one row per option (the value is the option's Likert score),
 * sliders and numbers one row per value.
 */
export function countAnswers(database: Database, scope: AnswerScope): Promise<AnswerCountRow[]> {
  return database.query<AnswerCountRow>(sql`
    select a.question_id,
           a.option_id,
           a.number_value::float8 as number_value,
           count(*)::int as count,
           to_char(max(a.answered_at), 'YYYY-MM-DD') as latest
    from answers a
    where ${answerScopeConditions('a', scope)}
    group by a.question_id, a.option_id, a.number_value`);
}
