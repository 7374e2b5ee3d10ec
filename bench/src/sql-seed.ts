import pg from 'pg';
import { QUESTION_TYPE } from '@peil/contract/domain';
import { bootstrapDatabase } from '../../apps/server/src/db/bootstrap.js';
import type { Database } from '../../apps/server/src/db/database.js';

/**
 * The demo's four surveys in the order seedDemoData creates them (seed/demo.ts): the share of the
 * respondents, the quality that shifts the Likert answers, and the weights of the survey's locales
 * (in the order of its translations).
 */
const SURVEY_SHAPES = [
  { share: 0.34, quality: 0.45, locales: { nl: 8, en: 1.5, de: 0.5 } },
  { share: 0.24, quality: 0.1, locales: { nl: 9, en: 1 } },
  { share: 0.17, quality: -0.35, locales: { nl: 8, de: 1, en: 1 } },
  { share: 0.25, quality: 0.2, locales: { de: 8, en: 2 } },
];
const COMMENTS = ['Prima zorg, duidelijke uitleg.', 'Lange wachttijd bij de balie.', 'Vriendelijk personeel.'];

/**
 * The demo's structure (organisations, surveys, questions, clusters) through the app, then
 * `respondents` respondents and their answers generated in SQL on PostgreSQL: a few
 * INSERT … SELECT … FROM generate_series statements instead of a million rows sent from Node.
 *
 * The answers follow seedDemoData's shapes: the surveys' shares and locales, more respondents
 * recently over three years, 84 % finished (the others stop on a random page), optional questions
 * skipped three times in ten, the routing question's skip, Likert options weighted by the
 * survey's quality, multiple choice at 0.4 per option (0.1 for "other", 0.08 "do not know"
 * alone), numbers, sliders and texts. Its pseudo-random values are hashes of the respondent and
 * the question (hashint8extended), so the same count gives the same answers, but not the same
 * ones as seedDemoData's generator.
 *
 * The load runs with session_replication_role = replica (no foreign-key checks, no pre-aggregate
 * triggers) and without the answers' secondary indexes, which are built again after it; then
 * rebuild_answer_aggregates builds the pre-aggregates in one pass on the app's connection, whose
 * time zone decides their days. Only for a throwaway database: it needs a superuser.
 */
export async function seedInSql(
  database: Database,
  url: string,
  respondents: number,
  options: { singleSurvey?: boolean; questionsPerSurvey: number; log?: (line: string) => void },
): Promise<void> {
  const log = options.log ?? (() => {});
  const now = new Date();
  await bootstrapDatabase(
    database,
    { adminPassword: 'bench-password', seedDemoData: true },
    () => {},
    () => {},
    { respondents: 0, questionsPerSurvey: options.questionsPerSurvey, now },
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "set session_replication_role = replica; set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '256MB'",
    );
    await client.query(`create or replace function pg_temp.u(key bigint, salt bigint) returns float8
      language sql immutable parallel safe
      as $$ select (hashint8extended(key, salt) & 4503599627370495)::float8 / 4503599627370496 $$`);
    await createShapes(client, options.singleSurvey ?? false);
    const step = async (name: string, statement: string, values: unknown[] = []) => {
      const started = performance.now();
      const result = await client.query(statement, values);
      log(
        `  ${name}: ${((performance.now() - started) / 1000).toFixed(0)} s${result.rowCount ? `, ${result.rowCount.toLocaleString('en')} rows` : ''}`,
      );
    };
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where tablename in ('answers', 'answer_texts', 'respondents') and indexname not like '%pkey'`,
    );
    for (const index of indexes.rows) await client.query(`drop index ${index.indexname}`);
    await step('respondents', respondentsStatement(), [respondents, now.toISOString()]);
    await client.query('analyze seed_respondents');
    await step(
      'respondents table',
      `insert into respondents (id, survey_id, locale, token_hash, token_expires_at, started_at, finished_at)
       select id, survey_id, locale, md5(id::text), started_at + interval '4 hours', started_at, finished_at
       from seed_respondents order by id`,
    );
    await step('answers', answersStatement());
    await step('answer texts', textsStatement());
    await client.query(
      "select setval(pg_get_serial_sequence('respondents', 'id'), (select coalesce(max(id), 1) from respondents))",
    );
    for (const index of indexes.rows) await step(`index ${index.indexname}`, index.indexdef);
    await client.query('drop table seed_respondents, seed_surveys, seed_locales, seed_questions, seed_options');
  } finally {
    await client.end();
  }
  const started = performance.now();
  await database.raw('select rebuild_answer_aggregates(null)');
  log(`  pre-aggregates: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Temporary tables of the shapes: per survey its share of the respondents as a range of [0, 1),
 * per locale likewise, per question its order and type, per option its chance as a range (single
 * choice) or a probability (multiple choice).
 */
async function createShapes(client: pg.Client, singleSurvey: boolean): Promise<void> {
  const surveys = await client.query<{ id: number; locales: string[]; pages: number }>(
    `select s.id, array(select t.locale from survey_translations t where t.survey_id = s.id order by t.locale) as locales,
            (select count(*)::int from survey_pages p where p.survey_id = s.id) as pages
     from surveys s order by s.id`,
  );
  if (surveys.rows.length !== SURVEY_SHAPES.length)
    throw new Error(`expected the demo's ${SURVEY_SHAPES.length} surveys`);
  const surveyRows: unknown[][] = [];
  const localeRows: unknown[][] = [];
  let lo = 0;
  for (const [i, survey] of surveys.rows.entries()) {
    const shape = SURVEY_SHAPES[i]!;
    const share = singleSurvey ? (i === 0 ? 1 : 0) : shape.share;
    surveyRows.push([
      survey.id,
      lo,
      i === surveys.rows.length - 1 ? 1.000001 : lo + share,
      shape.quality,
      survey.pages,
    ]);
    lo += share;
    const weights = Object.entries(shape.locales).filter(([locale]) => survey.locales.includes(locale));
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let localeLo = 0;
    for (const [locale, weight] of weights) {
      localeRows.push([survey.id, locale, localeLo, localeLo + weight / total]);
      localeLo += weight / total;
    }
    localeRows[localeRows.length - 1]![3] = 1.000001;
  }
  await client.query(
    `create unlogged table seed_surveys as
    select * from unnest($1::int[], $2::float8[], $3::float8[], $4::float8[], $5::int[]) as s(id, lo, hi, quality, pages)`,
    columns(surveyRows, 5),
  );
  await client.query(
    `create unlogged table seed_locales as
    select * from unnest($1::int[], $2::text[], $3::float8[], $4::float8[]) as l(survey_id, locale, lo, hi)`,
    columns(localeRows, 4),
  );
  await client.query(`create unlogged table seed_questions as
    select q.survey_id, q.id, p.position as page, q.type, q.required, q.dimension_id is not null as scored,
           row_number() over (partition by q.survey_id order by p.position, q.position) as ord
    from questions q join survey_pages p on p.id = q.page_id`);
  const options = await client.query<{
    id: number;
    question_id: number;
    type: number;
    scored: boolean;
    is_open: boolean;
    exclude_others: boolean;
    route_to_page: number | null;
    score: number | null;
    quality: number;
  }>(
    `select o.id, o.question_id, q.type, q.scored, o.is_open, o.exclude_others, o.route_to_page, o.score, s.quality
     from question_options o join seed_questions q on q.id = o.question_id join seed_surveys s on s.id = q.survey_id
     order by o.question_id, o.position`,
  );
  const optionRows: unknown[][] = [];
  const byQuestion = new Map<number, (typeof options.rows)[number][]>();
  for (const option of options.rows)
    byQuestion.set(option.question_id, [...(byQuestion.get(option.question_id) ?? []), option]);
  for (const list of byQuestion.values()) {
    const { type, scored, quality } = list[0]!;
    if (type === QUESTION_TYPE.multipleChoice) {
      for (const option of list) {
        optionRows.push([
          option.id,
          option.question_id,
          0,
          0,
          option.exclude_others ? 0.08 : option.is_open ? 0.1 : 0.4,
          option.exclude_others,
          option.route_to_page,
          null,
        ]);
      }
      continue;
    }
    const q = quality;
    const weights = scored
      ? [30 + 25 * q, 38 + 5 * q, 16 - 10 * q, 8 - 8 * q, 3 - 2.5 * q, 5].map((w) => Math.max(w, 0.5))
      : type === QUESTION_TYPE.routingChoice
        ? [85, 15]
        : list.map(() => 1);
    const total = list.reduce((sum, _, i) => sum + (weights[i] ?? 0), 0);
    let lo = 0;
    for (const [i, option] of list.entries()) {
      const hi = i === list.length - 1 ? 1.000001 : lo + (weights[i] ?? 0) / total;
      optionRows.push([option.id, option.question_id, lo, hi, 0, false, option.route_to_page, option.score]);
      lo = hi;
    }
  }
  await client.query(
    `create unlogged table seed_options as
    select * from unnest($1::int[], $2::int[], $3::float8[], $4::float8[], $5::float8[], $6::bool[], $7::int[], $8::numeric[])
      as o(id, question_id, lo, hi, chance, exclusive, route_to_page, score)`,
    columns(optionRows, 8),
  );
  await client.query('create index on seed_options (question_id)');
  await client.query('analyze seed_surveys, seed_locales, seed_questions, seed_options');
}

function columns(rows: unknown[][], count: number): unknown[][] {
  return Array.from({ length: count }, (_, i) => rows.map((row) => row[i]));
}

/**
 * The respondents with what their answers need: the survey, the locale, the start (three years
 * back, bent towards today as seedDemoData does), the last page reached, and the page the routing
 * question sends them to (0 for none). Salts 1–9 are the respondent's own draws.
 */
function respondentsStatement(): string {
  return `create unlogged table seed_respondents as
    select g.id, s.id as survey_id, l.locale, r.started_at,
           case when r.finished then r.started_at + (180 + floor(pg_temp.u(g.id, 6) * 721)) * interval '1 second' end as finished_at,
           case when r.finished then s.pages else 1 + floor(pg_temp.u(g.id, 7) * (s.pages - 1))::int end as last_page,
           coalesce(route.route_to_page, 0) as skip_to, route.ord as routing_ord
    from generate_series(1, $1::int) g(id)
    join seed_surveys s on pg_temp.u(g.id, 1) >= s.lo and pg_temp.u(g.id, 1) < s.hi
    join seed_locales l on l.survey_id = s.id and pg_temp.u(g.id, 2) >= l.lo and pg_temp.u(g.id, 2) < l.hi
    cross join lateral (select $2::timestamptz
             - floor(power(pg_temp.u(g.id, 3), 1.3) * 3 * 365) * interval '1 day'
             - floor(pg_temp.u(g.id, 4) * 86001) * interval '1 second' as started_at,
           pg_temp.u(g.id, 5) < 0.84 as finished) r
    left join lateral (select q.ord, o.route_to_page from seed_questions q
                       join seed_options o on o.question_id = q.id
                         and pg_temp.u(g.id, q.id * 16) >= o.lo and pg_temp.u(g.id, q.id * 16) < o.hi
                       where q.survey_id = s.id and q.type = ${QUESTION_TYPE.routingChoice}
                       order by q.ord limit 1) route on true`;
}

/**
 * Every respondent's answers, question by question in the order seedDemoData walks them: a
 * question counts when its page is reached and not routed past, and an optional one is answered
 * seven times in ten. Per question the draws are salted with its id (id x 16 + k), per
 * multiple-choice option with the option's id.
 */
function answersStatement(): string {
  const T = QUESTION_TYPE;
  const gauss = `sqrt(-2 * ln(1 - pg_temp.u(r.id, q.id * 16 + 2))) * cos(2 * pi() * pg_temp.u(r.id, q.id * 16 + 3))`;
  return `insert into answers (respondent_id, survey_id, question_id, option_id, number_value, answered_at)
    with asked as (
      select r.id, r.survey_id, r.started_at + q.page * interval '1 minute' as answered_at, q.id as question_id, q.type,
             s.quality, pg_temp.u(r.id, q.id * 16) as draw, ${gauss} as gauss
      from seed_respondents r
      join seed_surveys s on s.id = r.survey_id
      join seed_questions q on q.survey_id = r.survey_id and q.page <= r.last_page
        and not (q.ord > coalesce(r.routing_ord, 0) and q.page < r.skip_to)
        and (q.required or pg_temp.u(r.id, q.id * 16 + 1) >= 0.3)
      where q.type not in (${T.openTextArea}, ${T.text}, ${T.date}, ${T.email})
    )
    select a.id, a.survey_id, a.question_id, o.id, o.score, a.answered_at
    from asked a join seed_options o on o.question_id = a.question_id and a.draw >= o.lo and a.draw < o.hi
    where a.type in (${T.singleChoice}, ${T.dropdown}, ${T.routingChoice})
    union all
    select a.id, a.survey_id, a.question_id, o.id, null, a.answered_at
    from asked a join seed_options o on o.question_id = a.question_id
    where a.type = ${T.multipleChoice} and case
      when a.draw < 0.08 then o.exclusive
      else not o.exclusive and (pg_temp.u(a.id, o.id * 16) < o.chance
        -- none chosen: the second option, as seedDemoData does
        or (o.id = (select o2.id from seed_options o2 where o2.question_id = a.question_id order by o2.id offset 1 limit 1)
            and not exists (select 1 from seed_options o3 where o3.question_id = a.question_id and not o3.exclusive
                            and pg_temp.u(a.id, o3.id * 16) < o3.chance))) end
    union all
    select a.id, a.survey_id, a.question_id, null, case a.type
        when ${T.number} then 1 + floor(a.draw * 6)
        when ${T.slider1to10} then least(10, greatest(1, round(7.4 + a.quality * 2 + a.gauss * 1.4)))
        when ${T.difficultySlider} then least(5, greatest(1, round(3.5 + a.quality + a.gauss * 1.1)))
        else least(10, greatest(0, round(7.6 + a.quality * 2 + a.gauss * 1.8))) end,
      a.answered_at
    from asked a where a.type in (${T.number}, ${T.slider1to10}, ${T.difficultySlider}, ${T.slider0to10})`;
}

/** The texts: of the "other, namely" options chosen, and of the text, date and e-mail questions. */
function textsStatement(): string {
  const T = QUESTION_TYPE;
  const comments = `(array['${COMMENTS.join("','")}'])[1 + floor(pg_temp.u(r.id, q.id * 16 + 4) * ${COMMENTS.length})::int]`;
  return `insert into answer_texts (respondent_id, survey_id, question_id, option_id, text, answered_at)
    select a.respondent_id, a.survey_id, a.question_id, a.option_id, 'Anders', a.answered_at
    from answers a join question_options o on o.id = a.option_id where o.is_open
    union all
    select r.id, r.survey_id, q.id, null, case q.type
        when ${T.date} then to_char(r.started_at - floor(30 + pg_temp.u(r.id, q.id * 16 + 4) * 871) * interval '1 day', 'YYYY-MM-DD')
        when ${T.email} then 'patient' || r.id || '@example.com'
        else ${comments} end,
      r.started_at + q.page * interval '1 minute'
    from seed_respondents r
    join seed_questions q on q.survey_id = r.survey_id and q.page <= r.last_page
      and not (q.ord > coalesce(r.routing_ord, 0) and q.page < r.skip_to)
      and (q.required or pg_temp.u(r.id, q.id * 16 + 1) >= 0.3)
    where q.type = ${T.date}
      or (q.type = ${T.email} and pg_temp.u(r.id, q.id * 16 + 5) < 0.2)
      or (q.type in (${T.openTextArea}, ${T.text}) and pg_temp.u(r.id, q.id * 16 + 5) < 0.5)`;
}
