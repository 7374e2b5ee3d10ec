import type { Database } from '../../db/database.js';
import type { PageRows } from './answer-validation.js';
import type { StoredAnswer } from './route-completion.js';
import { SURVEY_STATUS } from '@peil/contract/domain';

export type RespondentOfToken = {
  /** bigint, kept as text so that no driver rounds it. */
  id: string;
  surveyId: number;
  surveyStatus: number;
  /** The token has not expired. */
  valid: boolean;
  /** See SurveyStructureCache: changes whenever the builder saves the survey. */
  structureVersion: number | null;
};

/**
 * The per-token limit of page saves, counted in the rate_limits table (shared by every process,
 * like the limits of @fastify/rate-limit) by the save's own statement, on the saves lane.
 */
export type SaveRateLimit = { key: string; windowMs: number };

/** The rate_limits key of a token's page saves: its hash, so that no counter holds a token. */
export const saveRateKey = (tokenHash: string) => `save:${tokenHash}`;

/** The saves counted in the token's current window, this one included, and the window's milliseconds left. */
export type SaveCount = { count: number; ttlMs: number };

// Saves counted, one per row of `rows` (key, 1, expire): a window that has ended starts again at
// one. The row's expire is the database's clock, so processes with different clocks count the
// same window.
const countSaves = (rows: string) => `counted as (
    insert into rate_limits as l (key, points, expire)
    ${rows}
    on conflict (key) do update set
      points = case when l.expire <= now() then 1 else l.points + 1 end,
      expire = case when l.expire <= now() then excluded.expire else l.expire end
    returning l.key, l.points as count, greatest(0, extract(epoch from l.expire - now()) * 1000)::float8 as ttl_ms
  )`;

/** One save counted, its key and window given as parameters. */
const COUNT_SAVE = (key: string, windowMs: string) =>
  countSaves(`values (${key}::text, 1, now() + ${windowMs}::int * interval '1 millisecond')`);

// What a save checks of its survey, as SQL of a survey id: its status, and its structure version
// (see SurveyStructureCache). Scalar subqueries rather than a join: measurably cheaper to plan on
// PGlite, which plans every time.
const surveyStatusOf = (survey: string) => `(select s.status from surveys s where s.id = ${survey})`;
const structureVersionOf = (survey: string) => `(select max(p.id) from survey_pages p where p.survey_id = ${survey})`;

/** The survey takes answers validated against its structure at `version`: it is active and still at that version. */
const surveyTakesAnswers = (survey: string, version: string) =>
  `${surveyStatusOf(survey)} = ${SURVEY_STATUS.active} and ${structureVersionOf(survey)} is not distinct from ${version}`;

/** The respondent whose token has the hash `tokenHash`, if of `survey` and unexpired: its id, or null. */
const respondentOfToken = (tokenHash: string, survey: string) => `(select r.id from respondents r
       where r.token_hash = ${tokenHash} and r.survey_id = ${survey} and r.token_expires_at > now())`;

const RESPONDENT_COLUMNS = `r.id::text as "id", r.survey_id as "surveyId", r.token_expires_at > now() as "valid",
       ${surveyStatusOf('r.survey_id')} as "surveyStatus", ${structureVersionOf('r.survey_id')} as "structureVersion"`;

/** The respondent of a token hash with what a page save checks first, in one query. */
export async function findRespondentOfToken(database: Database, tokenHash: string): Promise<RespondentOfToken | null> {
  const [row] = await runPrepared<RespondentOfToken>(
    database,
    'peil_respondent_of_token',
    `select ${RESPONDENT_COLUMNS} from respondents r where r.token_hash = $1`,
    [tokenHash],
  );
  return row ?? null;
}

/** findRespondentOfToken for several token hashes in one statement: one answer per hash, in their order. */
export async function findRespondentsOfTokens(
  database: Database,
  tokenHashes: string[],
): Promise<(RespondentOfToken | null)[]> {
  const rows = await runPrepared<RespondentOfToken & { tokenHash: string }>(
    database,
    'peil_respondents_of_tokens',
    `select r.token_hash as "tokenHash", ${RESPONDENT_COLUMNS} from respondents r where r.token_hash = any($1::text[])`,
    [tokenHashes],
  );
  const found = new Map(rows.map(({ tokenHash, ...respondent }) => [tokenHash, respondent]));
  return tokenHashes.map((tokenHash) => found.get(tokenHash) ?? null);
}

/** Counts a save against the token's limit, for a save whose respondent was read already. */
export async function countSave(database: Database, limit: SaveRateLimit): Promise<SaveCount> {
  const [row] = await runPrepared<{ count: number; ttl_ms: number }>(
    database,
    'peil_count_save',
    `with ${COUNT_SAVE('$1', '$2')} select count, ttl_ms from counted`,
    [limit.key, limit.windowMs],
  );
  return { count: row!.count, ttlMs: row!.ttl_ms };
}

export type PageAnswersWrite = {
  respondentId: string;
  surveyId: number;
  /** Every question on the page: earlier answers to these are replaced, also when now left empty. */
  questionIds: number[];
  rows: PageRows;
  /** The route is complete: the respondent is marked finished (the first finish time is kept). */
  finished: boolean;
  /** The invitation list the respondent came by: it counts the first finish (see createRespondent). */
  listKey: string | null;
};

/**
 * Each save in `writing` (i, respondent_id, survey_id, question_ids: the page's questions) leaves
 * its respondent with exactly the answers and texts it sent for the page: `answers` and `texts` are
 * the parameters of their JSON rows, each row with the i of its save. Written as a difference: an
 * earlier row sent again is kept, with the time it was first given, so a respondent who goes back
 * a page and forward again writes nothing; only rows no longer sent are deleted and only new ones
 * inserted.
 */
const writePages = (answers: string, texts: string) =>
  `${writeRows({ table: 'answers', name: 'answers', json: answers, value: 'number_value', type: 'numeric' })},
  ${writeRows({ table: 'answer_texts', name: 'texts', json: texts, value: 'text', type: 'text' })}`;

type TableRows = {
  table: 'answers' | 'answer_texts';
  name: 'answers' | 'texts';
  /** The parameter of the rows' JSON. */
  json: string;
  /** The column beside question and option, and its type. */
  value: 'number_value' | 'text';
  type: 'numeric' | 'text';
};

/**
 * One table's part of writePages, its CTEs named after `name`. The earlier rows are looked up by
 * the respondents' ids as an array: joined to `writing`, whose size the planner cannot know, the
 * lookups read the whole table until it has grown a few times past its last statistics, as on
 * every new installation. Rows are the same when of the same respondent and question (which the
 * anti-joins hash on), option and value.
 */
function writeRows({ table, name, json, value, type }: TableRows): string {
  const same = `n.respondent_id = o.respondent_id and n.question_id = o.question_id
      and n.option_id is not distinct from o.option_id and n.${value} is not distinct from o.${value}`;
  return `new_${name} as materialized (
    select w.respondent_id, w.survey_id, a.question_id, a.option_id, a.${value}
    from jsonb_to_recordset(${json}::text::jsonb) as a(i int, question_id int, option_id int, ${value} ${type})
    join writing w on w.i = a.i
  ), old_${name} as materialized (
    select a.id, a.respondent_id, a.question_id, a.option_id, a.${value} from ${table} a
    where a.respondent_id = any(array(select respondent_id from writing))
      and exists (select from writing w where w.respondent_id = a.respondent_id and a.question_id = any(w.question_ids))
  ), removed_${name} as (
    delete from ${table} where id = any(array(
      select o.id from old_${name} o where not exists (select from new_${name} n where ${same})))
  ), added_${name} as (
    insert into ${table} (respondent_id, survey_id, question_id, option_id, ${value})
    select n.respondent_id, n.survey_id, n.question_id, n.option_id, n.${value} from new_${name} n
    where not exists (select from old_${name} o where ${same})
  )`;
}

/** `writing` for one save, of the respondent whose id is $1, or none unless `condition` holds. */
const writingOne = (respondent: string, condition = 'true') => `writing as materialized (
    select 0 as i, ${respondent} as respondent_id, $2::int as survey_id, $3::text::int[] as question_ids where ${condition}
  )`;
const REPLACE_PAGE_ANSWERS = `with ${writingOne('$1::text::bigint')}, ${writePages('$4', '$5')} select 1`;
// Only a save that completes the route marks the respondent finished; others leave that part out of the plan.
// The invitation list ($6, null without one) counts the finish only the first time.
const REPLACE_LAST_PAGE_ANSWERS = `with ${writingOne('$1::text::bigint')}, ${writePages('$4', '$5')}, finishing as (
    update respondents set finished_at = now() where id = $1::text::bigint and finished_at is null returning id
  )
  update mailing_lists set finished_count = finished_count + 1
  where response_key = $6::text::uuid and survey_id = $2::int and exists (select 1 from finishing)`;
// The checks of findRespondentOfToken, made by the write itself, which finds the respondent by
// its token's hash ($1): the token is unexpired and of the survey ($2) the answers were validated
// for, the survey is active and its structure is the version ($6) they were validated against.
// The save is counted against the token's limit ($7: key, $8: window, $9: most saves in it) and
// writes nothing beyond it. A CTE read several times is evaluated once.
const REPLACE_PAGE_ANSWERS_OF_TOKEN = `with ${COUNT_SAVE('$7', '$8')}, respondent as materialized (
    select ${respondentOfToken('$1', '$2::int')} as id
  ), checked as (
    select (select id from respondent) is not null and ${surveyTakesAnswers('$2::int', '$6::int')} as ok,
       (select count from counted) <= $9::int as allowed
  ), ${writingOne('(select id from respondent)', '(select ok and allowed from checked)')}, ${writePages('$4', '$5')}
  select ok, c.count, c.ttl_ms from checked, counted c`;

/**
 * One statement, hence one transaction: the page's answers and texts made what the save sent
 * (see writePages; all new rows of a table in one INSERT from a JSON array) and, on the last
 * page, the respondent marked finished. Every data-modifying WITH part runs exactly once,
 * whether or not the outer statement reads it; all parts see the rows as they were before it.
 */
export async function replacePageAnswers(database: Database, write: PageAnswersWrite): Promise<void> {
  await runPrepared(
    database,
    write.finished ? 'peil_replace_last_page_answers' : 'peil_replace_page_answers',
    write.finished ? REPLACE_LAST_PAGE_ANSWERS : REPLACE_PAGE_ANSWERS,
    [...answerParameters(write.respondentId, write), ...(write.finished ? [write.listKey] : [])],
  );
}

/** A save by token: the respondent is the one whose token has this hash, if it is of `surveyId`. */
export type PageAnswersOfTokenWrite = Omit<PageAnswersWrite, 'respondentId' | 'finished' | 'listKey'> & {
  tokenHash: string;
  /** The structure version the answers were validated against. */
  structureVersion: number | null;
};

/**
 * A save of a page that does not end the route, by the token alone: one statement that finds
 * the respondent, counts the save, checks the token and the survey and writes only when all
 * hold. `ok` false when the token or survey check failed; the caller then takes the path
 * that reads the respondent first (without counting again) and answers with the reason. Over
 * the limit, nothing is written whatever `ok` says.
 */
export async function replacePageAnswersOfToken(
  database: Database,
  write: PageAnswersOfTokenWrite,
  limit: SaveRateLimit & { max: number },
): Promise<{ ok: boolean; count: SaveCount }> {
  const [row] = await runPrepared<{ ok: boolean; count: number; ttl_ms: number }>(
    database,
    'peil_replace_page_answers_of_token',
    REPLACE_PAGE_ANSWERS_OF_TOKEN,
    [...answerParameters(write.tokenHash, write), write.structureVersion, limit.key, limit.windowMs, limit.max],
  );
  return { ok: row!.ok, count: { count: row!.count, ttlMs: row!.ttl_ms } };
}

// REPLACE_PAGE_ANSWERS_OF_TOKEN for several saves of different tokens ($1: one per save, with
// its index i and its limit), their answers and texts ($2, $3, each row with the index of its
// save): each save is counted, checked and written, or not, as if alone. The counts take their
// rows in key order, so that two such statements never wait on each other's rows in turn. Each
// respondent is found by a probe of the tokens' index: joined, a table of a few thousand
// respondents was read whole.
const REPLACE_MANY_PAGE_ANSWERS_OF_TOKEN = `with saves as materialized (
    select * from jsonb_to_recordset($1::text::jsonb) as s(i int, survey_id int,
      question_ids int[], token_hash text, structure_version int, rate_key text, window_ms int, max_saves int)
  ), ${countSaves(
    `select s.rate_key, 1, now() + s.window_ms * interval '1 millisecond' from saves s order by s.rate_key`,
  )}, found as materialized (
    select s.i, s.survey_id, s.question_ids, s.structure_version, s.max_saves, c.count, c.ttl_ms,
      ${respondentOfToken('s.token_hash', 's.survey_id')} as respondent_id
    from saves s join counted c on c.key = s.rate_key
  ), checked as (
    select f.*, f.respondent_id is not null and ${surveyTakesAnswers('f.survey_id', 'f.structure_version')} as ok
    from found f
  ), writing as materialized (
    select i, respondent_id, survey_id, question_ids from checked where ok and count <= max_saves
  ), ${writePages('$2', '$3')}
  select i, ok, count, ttl_ms from checked`;

/**
 * replacePageAnswersOfToken for several saves at once, of different tokens (a token twice would
 * be counted twice in one row, which PostgreSQL refuses): one result per save, in their order.
 * One statement, so it is written whole or not at all; the caller retries the saves one by one
 * when it fails.
 */
export async function replaceManyPageAnswersOfToken(
  database: Database,
  saves: { write: PageAnswersOfTokenWrite; limit: SaveRateLimit & { max: number } }[],
): Promise<{ ok: boolean; count: SaveCount }[]> {
  const rows = await runPrepared<{ i: number; ok: boolean | null; count: number; ttl_ms: number }>(
    database,
    'peil_replace_many_page_answers_of_token',
    REPLACE_MANY_PAGE_ANSWERS_OF_TOKEN,
    [
      JSON.stringify(
        saves.map(({ write, limit }, i) => ({
          i,
          survey_id: write.surveyId,
          question_ids: write.questionIds,
          token_hash: write.tokenHash,
          structure_version: write.structureVersion,
          rate_key: limit.key,
          window_ms: limit.windowMs,
          max_saves: limit.max,
        })),
      ),
      JSON.stringify(
        saves.flatMap(({ write }, i) =>
          write.rows.answers.map((row) => ({
            i,
            question_id: row.questionId,
            option_id: row.optionId,
            number_value: row.numberValue,
          })),
        ),
      ),
      JSON.stringify(
        saves.flatMap(({ write }, i) =>
          write.rows.texts.map((row) => ({ i, question_id: row.questionId, option_id: row.optionId, text: row.text })),
        ),
      ),
    ],
  );
  const results = new Array<{ ok: boolean; count: SaveCount } | undefined>(saves.length);
  for (const row of rows) results[row.i] = { ok: row.ok === true, count: { count: row.count, ttlMs: row.ttl_ms } };
  if (results.some((result) => result === undefined)) throw new Error('A batched save has no result.');
  return results as { ok: boolean; count: SaveCount }[];
}

/** $1 to $5 of the page writes: $1 names the respondent, by its id or by its token's hash. */
function answerParameters(respondent: string, write: Pick<PageAnswersWrite, 'surveyId' | 'questionIds' | 'rows'>) {
  return [
    respondent,
    write.surveyId,
    `{${write.questionIds.join(',')}}`,
    JSON.stringify(
      write.rows.answers.map((row) => ({
        i: 0,
        question_id: row.questionId,
        option_id: row.optionId,
        number_value: row.numberValue,
      })),
    ),
    JSON.stringify(
      write.rows.texts.map((row) => ({ i: 0, question_id: row.questionId, option_id: row.optionId, text: row.text })),
    ),
  ];
}

/** Every question the respondent has an answer or text stored for, with the options and numbers given. */
export async function findStoredAnswers(database: Database, respondentId: string): Promise<Map<number, StoredAnswer>> {
  const rows = await runPrepared<{ question_id: number; option_id: number | null; number_value: string | null }>(
    database,
    'peil_stored_answers_of_respondent',
    `select question_id, option_id, number_value::text from answers where respondent_id = $1::text::bigint
     union all
     select question_id, option_id, null from answer_texts where respondent_id = $1::text::bigint`,
    [respondentId],
  );
  const answered = new Map<number, StoredAnswer>();
  for (const row of rows) addStoredAnswer(answered, row.question_id, row.option_id, row.number_value);
  return answered;
}

export function addStoredAnswer(
  answered: Map<number, StoredAnswer>,
  questionId: number,
  optionId: number | null,
  numberValue: string | number | null,
): void {
  const answer = answered.get(questionId) ?? { optionIds: [], numbers: [] };
  if (optionId !== null) answer.optionIds.push(optionId);
  // A chosen option's score is stored in the same column; only a row without option is a number answer.
  else if (numberValue !== null) answer.numbers.push(Number(numberValue));
  answered.set(questionId, answer);
}

/**
 * On PostgreSQL a named statement is parsed and planned once per pooled connection, which
 * is a good part of the cost of these two statements on every page save. PGlite has one
 * connection and no named statements in its client: there it is a plain query. Saves go
 * through the lane, the connections that staff reports cannot take.
 */
async function runPrepared<Row>(database: Database, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const { pool, raw } = database.lane;
  if (!pool) return raw<Row>(text, values);
  return (await pool.query({ name, text, values })).rows as Row[];
}
