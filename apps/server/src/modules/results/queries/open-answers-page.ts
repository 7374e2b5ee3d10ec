import { sql } from 'drizzle-orm';
import { LIMITS } from '@peil/contract/limits';
import type { Database } from '../../../db/database.js';
import { answerScopeConditions, type AnswerScope } from './answer-scope.js';

/** Escapes LIKE wildcards so that a search for '50%' finds that text, not everything. */
export function escapeLikePattern(search: string): string {
  return search.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One page (20 rows, newest first) of a question's open texts, with the total matching the search. */
export async function findOpenAnswersPage(
  database: Database,
  scope: AnswerScope,
  questionId: number,
  page: number,
  search: string,
): Promise<{ rows: { text: string; date: string }[]; total: number }> {
  const pageSize = LIMITS.tableRowsPerPage;
  const searchCondition = search.trim()
    ? sql`and t.text ilike ${`%${escapeLikePattern(search.trim())}%`} escape '\\'`
    : sql``;
  const rows = await database.query<{ text: string; date: string; total: number }>(sql`
    select t.text, to_char(t.answered_at, 'YYYY-MM-DD') as date, (count(*) over ())::int as total
    from answer_texts t
    where ${answerScopeConditions('t', scope)} and t.question_id = ${questionId} ${searchCondition}
    order by t.answered_at desc, t.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  if (rows.length > 0) return { rows: rows.map(({ text, date }) => ({ text, date })), total: rows[0]!.total };
  // A page past the end has no rows to carry the total.
  const [count] = await database.query<{ total: number }>(sql`
    select count(*)::int as total from answer_texts t
    where ${answerScopeConditions('t', scope)} and t.question_id = ${questionId} ${searchCondition}`);
  return { rows: [], total: count?.total ?? 0 };
}

/** Where the previous batch of findOpenAnswersAfter ended: the newest-first key of its last row. */
export type OpenAnswerKey = { at: string; id: number };

/**
 * The next `limit` open texts of a question, newest first, after `after` (keyset on answered_at
 * and id): a long list is read once in batches, without OFFSET or a count per page.
 */
export async function findOpenAnswersAfter(
  database: Database,
  scope: AnswerScope,
  questionId: number,
  after: OpenAnswerKey | null,
  limit: number,
): Promise<{ rows: { text: string; date: string }[]; last: OpenAnswerKey | null }> {
  const afterCondition = after ? sql`and (t.answered_at, t.id) < (${after.at}::timestamptz, ${after.id})` : sql``;
  const rows = await database.query<{ text: string; date: string; at: string; id: string | number }>(sql`
    select t.text, to_char(t.answered_at, 'YYYY-MM-DD') as date, t.answered_at::text as at, t.id
    from answer_texts t
    where ${answerScopeConditions('t', scope)} and t.question_id = ${questionId} ${afterCondition}
    order by t.answered_at desc, t.id desc
    limit ${limit}`);
  const last = rows[rows.length - 1];
  return {
    rows: rows.map(({ text, date }) => ({ text, date })),
    last: last ? { at: last.at, id: Number(last.id) } : null,
  };
}
