import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { dateRange } from '../../results/queries/answer-scope.js';

/**
 * One chunk of respondents as the export worker reads it (answer-rows.ts): a JSON array with per
 * respondent [id, locale, started_at and finished_at in epoch milliseconds, its answers as
 * [question_id, option_id, number_value] and its open texts as [question_id, option_id, text]],
 * each in question and entry order; null for a respondent without answers or texts.
 */
export type ExportChunk = { respondents: number; lastId: number | null; json: string };

type RespondentRange = { surveyId: number; fromDate?: string; toDate?: string };

/**
 * The next `limit` respondents after `afterId` (keyset on the primary key) with their answers and
 * open texts, as one text the server's thread passes on without looking inside: decoding the
 * driver's thousands of rows per chunk, and building the cells from them, held the event loop
 * for tens of milliseconds at a time, and /status waited behind it. PostgreSQL builds the JSON.
 */
export async function findExportChunk(
  database: Database,
  range: RespondentRange,
  afterId: number,
  limit: number,
): Promise<ExportChunk> {
  const { from, to } = dateRange(range);
  const [row] = await database.query<{ respondents: number; last_id: string | number | null; json: string }>(sql`
    with chunk as (
      select r.id, r.locale, r.started_at, r.finished_at from respondents r
      where r.survey_id = ${range.surveyId} and r.started_at >= ${from}::date and r.started_at < ${to}::date + 1
        and r.id > ${afterId}
      order by r.id
      limit ${limit}
    )
    select count(*)::int as respondents, max(c.id) as last_id,
      coalesce(json_agg(json_build_array(
        c.id, c.locale,
        (extract(epoch from c.started_at) * 1000)::float8,
        (extract(epoch from c.finished_at) * 1000)::float8,
        (select json_agg(json_build_array(a.question_id, a.option_id, a.number_value::float8) order by a.question_id, a.id)
         from answers a where a.survey_id = ${range.surveyId} and a.respondent_id = c.id),
        (select json_agg(json_build_array(t.question_id, t.option_id, t.text) order by t.question_id, t.id)
         from answer_texts t where t.survey_id = ${range.surveyId} and t.respondent_id = c.id)
      ) order by c.id), '[]')::text as json
    from chunk c`);
  return {
    respondents: row?.respondents ?? 0,
    lastId: row?.last_id === null || row?.last_id === undefined ? null : Number(row.last_id),
    json: row?.json ?? '[]',
  };
}
