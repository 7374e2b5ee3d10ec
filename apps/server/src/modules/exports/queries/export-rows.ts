import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { dateRange } from '../../results/queries/answer-scope.js';

export type ExportRespondentRow = { id: number; locale: string; started_at: Date; finished_at: Date | null };
export type ExportAnswerRow = {
  respondent_id: number;
  question_id: number;
  option_id: number | null;
  number_value: number | null;
};
export type ExportTextRow = { respondent_id: number; question_id: number; option_id: number | null; text: string };

/** respondent_id is a bigint: PostgreSQL's driver gives it as a string, PGlite as a number. */
type WithBigintRespondent<Row> = Omit<Row, 'respondent_id'> & { respondent_id: number | string };

type RespondentRange = { surveyId: number; fromDate?: string; toDate?: string };

/** The next chunk of respondents after `afterId` (keyset pagination on the primary key). */
export async function findRespondentChunk(
  database: Database,
  range: RespondentRange,
  afterId: number,
  limit: number,
): Promise<ExportRespondentRow[]> {
  const { from, to } = dateRange(range);
  const rows = await database.query<{
    id: string | number;
    locale: string;
    started_at: string;
    finished_at: string | null;
  }>(sql`
    select r.id, r.locale, r.started_at, r.finished_at from respondents r
    where r.survey_id = ${range.surveyId} and r.started_at >= ${from}::date and r.started_at < ${to}::date + 1
      and r.id > ${afterId}
    order by r.id
    limit ${limit}`);
  return rows.map((row) => ({
    id: Number(row.id),
    locale: row.locale,
    started_at: new Date(row.started_at),
    finished_at: row.finished_at ? new Date(row.finished_at) : null,
  }));
}

function idList(ids: readonly number[]) {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** Answers of one chunk of respondents, found through the (respondent_id, question_id) index. */
export async function findChunkAnswers(
  database: Database,
  surveyId: number,
  respondentIds: readonly number[],
): Promise<ExportAnswerRow[]> {
  const rows = await database.query<WithBigintRespondent<ExportAnswerRow>>(sql`
    select a.respondent_id, a.question_id, a.option_id, a.number_value::float8 as number_value
    from answers a
    where a.survey_id = ${surveyId} and a.respondent_id in (${idList(respondentIds)})
    order by a.respondent_id, a.question_id, a.id`);
  return rows.map((row) => ({ ...row, respondent_id: Number(row.respondent_id) }));
}

export async function findChunkTexts(
  database: Database,
  surveyId: number,
  respondentIds: readonly number[],
): Promise<ExportTextRow[]> {
  const rows = await database.query<WithBigintRespondent<ExportTextRow>>(sql`
    select t.respondent_id, t.question_id, t.option_id, t.text
    from answer_texts t
    where t.survey_id = ${surveyId} and t.respondent_id in (${idList(respondentIds)})
    order by t.respondent_id, t.question_id, t.id`);
  return rows.map((row) => ({ ...row, respondent_id: Number(row.respondent_id) }));
}
