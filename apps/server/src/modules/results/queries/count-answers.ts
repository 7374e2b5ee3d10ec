import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { answerScopeConditions, type AnswerScope, type FilteredRespondents } from './answer-scope.js';

export type AnswerCountRow = {
  question_id: number;
  option_id: number | null;
  number_value: number | null;
  count: number;
  /** Newest answer of the group (YYYY-MM-DD); null unless asked for. */
  latest: string | null;
};

/**
 * The main results aggregate: one pass over the survey's answers, counted per question, option
 * and value. Choice questions give one row per option (the value is the option's Likert score),
 * sliders and numbers one row per value. `withLatest` adds each group's newest answer date,
 * which costs a max() on every row (about a tenth of the pass).
 */
export function countAnswers(
  database: Database,
  scope: AnswerScope,
  options: { respondents?: FilteredRespondents; withLatest: boolean },
): Promise<AnswerCountRow[]> {
  const latest = options.withLatest ? sql`to_char(max(a.answered_at), 'YYYY-MM-DD')` : sql`null`;
  return database.query<AnswerCountRow>(sql`
    select a.question_id,
           a.option_id,
           a.number_value::float8 as number_value,
           count(*)::int as count,
           ${latest} as latest
    from answers a
    where ${answerScopeConditions('a', scope, options.respondents)}
    group by a.question_id, a.option_id, a.number_value`);
}
