import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rows<Row>(tx: Tx, statement: SQL): Promise<Row[]> {
  return ((await tx.execute(statement)) as { rows: Row[] }).rows;
}

/**
 * Id mapping table: every source row gets its new id from the target table's own sequence
 * up front, so the copies can be inserted with explicit ids and children can join on the map.
 */
async function createIdMap(tx: Tx, mapName: string, table: string, sourceQuery: SQL): Promise<void> {
  // Created first and filled by an INSERT: utility statements such as CREATE TABLE AS take no parameters.
  await tx.execute(
    sql`create temp table ${sql.identifier(mapName)} (old_id bigint primary key, new_id bigint not null) on commit drop`,
  );
  await tx.execute(sql`insert into ${sql.identifier(mapName)} (old_id, new_id)
    select src.id, nextval(pg_get_serial_sequence(${table}, 'id')) from (${sourceQuery}) src`);
}

export type DuplicateOptions = { surveyId: number; projectId: number; name: string; withRespondents: boolean };

/**
 * Copies a survey with its translations, pages, questions, options and texts (new uuid, same
 * status), optionally with its respondents, answers and answer texts mapped to the new ids. All
 * in SQL in one transaction: a failure leaves no half copy. The project must belong to the
 * survey's organisation, so the copy does too.
 */
export async function duplicateSurvey(db: Db, options: DuplicateOptions): Promise<{ id: number; uuid: string }> {
  const { surveyId: source } = options;
  return db.transaction(async (tx) => {
    // A copy stays in the survey's organisation, also when a superadmin of another one copies it.
    const [project] = await rows<{ organization_id: number }>(
      tx,
      sql`select p.organization_id from projects p join surveys s on s.organization_id = p.organization_id
        where p.id = ${options.projectId} and s.id = ${source}`,
    );
    if (!project) throw badRequest('Choose a project of the organisation the survey belongs to.');
    const [copy] = await rows<{ id: number; uuid: string }>(
      tx,
      sql`insert into surveys (internal_name, status, redirect_to_survey_id, color, logo, organization_id, project_id, start_date)
        select ${options.name}, status, redirect_to_survey_id, color, logo, ${project.organization_id}, ${options.projectId}, start_date
        from surveys where id = ${source}
        returning id, uuid::text as uuid`,
    );
    if (!copy) throw notFound('Survey not found.');
    const target = copy.id;

    await tx.execute(sql`insert into survey_translations (survey_id, locale, title, description, begin_message, end_message, offered)
      select ${target}, locale, title, description, begin_message, end_message, offered from survey_translations where survey_id = ${source}`);

    await createIdMap(tx, 'page_map', 'survey_pages', sql`select id from survey_pages where survey_id = ${source}`);
    await tx.execute(sql`insert into survey_pages (id, survey_id, position)
      select m.new_id, ${target}, p.position from survey_pages p join page_map m on m.old_id = p.id`);
    await tx.execute(sql`insert into survey_page_texts (page_id, locale, title)
      select m.new_id, t.locale, t.title from survey_page_texts t join page_map m on m.old_id = t.page_id`);

    await createIdMap(tx, 'question_map', 'questions', sql`select id from questions where survey_id = ${source}`);
    await tx.execute(sql`insert into questions (id, survey_id, page_id, position, type, required, dimension_id, importance, is_nps, report_group, archived_at)
      select qm.new_id, ${target}, pm.new_id, q.position, q.type, q.required, q.dimension_id, q.importance, q.is_nps, q.report_group, q.archived_at
      from questions q join question_map qm on qm.old_id = q.id left join page_map pm on pm.old_id = q.page_id`);
    await tx.execute(sql`insert into question_texts (question_id, locale, text)
      select m.new_id, t.locale, t.text from question_texts t join question_map m on m.old_id = t.question_id`);

    await createIdMap(
      tx,
      'option_map',
      'question_options',
      sql`select o.id from question_options o join questions q on q.id = o.question_id where q.survey_id = ${source}`,
    );
    await tx.execute(sql`insert into question_options (id, question_id, position, is_open, exclude_others, route_to_page, route_to_url, score)
      select om.new_id, qm.new_id, o.position, o.is_open, o.exclude_others, o.route_to_page, o.route_to_url, o.score
      from question_options o join option_map om on om.old_id = o.id join question_map qm on qm.old_id = o.question_id`);
    await tx.execute(sql`insert into option_texts (option_id, locale, text)
      select m.new_id, t.locale, t.text from option_texts t join option_map m on m.old_id = t.option_id`);

    if (options.withRespondents) await copyRespondents(tx, source, target);
    return copy;
  });
}

async function copyRespondents(tx: Tx, source: number, target: number): Promise<void> {
  await createIdMap(tx, 'respondent_map', 'respondents', sql`select id from respondents where survey_id = ${source}`);
  // The copies get fresh token hashes that match no token: nobody continues a copied response.
  await tx.execute(sql`insert into respondents (id, survey_id, locale, token_hash, token_expires_at, started_at, finished_at, is_dummy)
    select m.new_id, ${target}, r.locale, gen_random_uuid()::text, r.token_expires_at, r.started_at, r.finished_at, r.is_dummy
    from respondents r join respondent_map m on m.old_id = r.id`);
  await tx.execute(sql`insert into answers (respondent_id, survey_id, question_id, option_id, number_value, answered_at)
    select rm.new_id, ${target}, qm.new_id, om.new_id, a.number_value, a.answered_at
    from answers a join respondent_map rm on rm.old_id = a.respondent_id
    join question_map qm on qm.old_id = a.question_id left join option_map om on om.old_id = a.option_id
    where a.survey_id = ${source}`);
  await tx.execute(sql`insert into answer_texts (respondent_id, survey_id, question_id, option_id, text, answered_at)
    select rm.new_id, ${target}, qm.new_id, om.new_id, a.text, a.answered_at
    from answer_texts a join respondent_map rm on rm.old_id = a.respondent_id
    join question_map qm on qm.old_id = a.question_id left join option_map om on om.old_id = a.option_id
    where a.survey_id = ${source}`);
}

/** Removes a survey; its translations, pages, questions, respondents and answers go with it (FK cascades). */
export async function removeSurvey(db: Db, surveyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Surveys redirecting here stop redirecting (FK set null), mailing lists and shares cascade.
    const deleted = await rows<{ id: number }>(tx, sql`delete from surveys where id = ${surveyId} returning id`);
    if (deleted.length === 0) throw notFound('Survey not found.');
  });
}
