import { sql, type SQL } from 'drizzle-orm';
import { foldAnswerChanges } from '../../../db/answer-aggregates.js';
import type { Database } from '../../../db/database.js';

/**
 * One side of a comparison: the answers of some surveys within a period. A benchmark compares
 * two groups: the survey and its cluster in one period, or the survey in two periods.
 */
export type ScoreGroup = {
  surveyIds: readonly number[];
  /** Timestamp bounds, `from` inclusive and `until` exclusive ('YYYY-MM-DD' = midnight). */
  from: string;
  until: string;
  /** Only the respondents who chose this option (the report's groups per treatment or location). */
  chose?: { questionId: number; optionId: number };
};

/**
 * One group in one row (a dimension, or a question at question level). Scores are the options'
 * Likert scores 0..4.
 *
 * The scores follow the spec's formula per question: a question's average score is the mean of
 * its answers, its QI score (5 - that average) x its importance (computeQiScore of
 * @peil/scoring). A row's score is the unweighted mean of the scores of the questions in it
 * (computeDimensionAverage and computeDimensionQiScore), so a question counts once however many
 * people answered it. In a cluster every survey's question is a question of its own, with its own
 * importance; at question level a cluster row holds the cluster's questions matching the survey's.
 *
 * The sums are of the row's answers and serve only the 95 % intervals, which take the spread of
 * the answers in the row (see scoreFromSums).
 */
export type ScoreSums = {
  group: 1 | 2;
  dimension_id: number;
  /** The survey's question a row belongs to (question level); null at dimension level. */
  question_id: number | null;
  /** Mean of the questions' average scores. */
  avg_score: number;
  /** Mean of the questions' QI scores. */
  qi_score: number;
  answers: number;
  score_sum: number;
  score_squares: number;
  /** Sums of each answer's (5 - score) x importance of its question. */
  qi_sum: number;
  qi_squares: number;
  /** Organisations whose surveys have answers in the row: a cluster row needs the setting's minimum. */
  organizations: number;
};

export type AggregateLevel =
  | { kind: 'dimension' }
  /**
   * Per question of `surveyId`. Questions of other surveys count for the survey's question they
   * match: the same dimension and the same text in a common locale (ignoring case and the
   * surrounding spaces), since each survey has questions of its own.
   */
  | { kind: 'question'; surveyId: number };

function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

function inGroup(group: ScoreGroup): SQL {
  const chose = group.chose
    ? sql` and a.respondent_id in (select f.respondent_id from answers f
        where f.question_id = ${group.chose.questionId} and f.option_id = ${group.chose.optionId})`
    : sql``;
  return sql`(a.survey_id = any(${intArray(group.surveyIds)})
    and a.answered_at >= ${group.from}::timestamptz and a.answered_at < ${group.until}::timestamptz${chose})`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Groups that the pre-aggregates per local day can answer: whole days (the periods are; a bound
 * at midnight of the session time zone is the start of that day) and no "chose" condition, which
 * needs each respondent's answers.
 */
export function isCountedPerDay(groups: readonly ScoreGroup[]): boolean {
  return groups.every((group) => !group.chose && DAY.test(group.from) && DAY.test(group.until));
}

/**
 * A period of whole days [from, until) as the whole local months inside it and the days left at
 * its edges: the months read the month rows of the pre-aggregates, the edges their day rows.
 */
export function splitIntoMonths(
  from: string,
  until: string,
): { months: { from: string; until: string } | null; days: { from: string; until: string }[] } {
  const firstMonth = from.endsWith('-01') ? from : nextMonth(from);
  const endMonth = `${until.slice(0, 8)}01`;
  if (firstMonth >= endMonth) return { months: null, days: from < until ? [{ from, until }] : [] };
  const days = [];
  if (from < firstMonth) days.push({ from, until: firstMonth });
  if (endMonth < until) days.push({ from: endMonth, until });
  return { months: { from: firstMonth, until: endMonth }, days };
}

function nextMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * A group's rows of a pair of pre-aggregates (per month and per day, with the same `columns`):
 * the month rows of its whole months and the day rows of its edges.
 */
export function monthAndDayRows(
  group: Pick<ScoreGroup, 'surveyIds' | 'from' | 'until'>,
  tables: { months: string; days: string },
  columns: string,
  /** A column of this name with each row's first day (the month's or the day itself). */
  since?: string,
): SQL {
  const { months, days } = splitIntoMonths(group.from, group.until);
  const monthColumns = since ? `${columns}, month as ${since}` : columns;
  const dayColumns = since ? `${columns}, day as ${since}` : columns;
  const surveys = intArray(group.surveyIds);
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select ${sql.raw(monthColumns)} from ${sql.raw(tables.months)}
      where survey_id = any(${surveys}) and month >= ${months.from}::date and month < ${months.until}::date`);
  }
  for (const edge of days) {
    parts.push(sql`select ${sql.raw(dayColumns)} from ${sql.raw(tables.days)}
      where survey_id = any(${surveys}) and day >= ${edge.from}::date and day < ${edge.until}::date`);
  }
  if (parts.length === 0) parts.push(sql`select ${sql.raw(dayColumns)} from ${sql.raw(tables.days)} where false`);
  return sql.join(parts, sql` union all `);
}

export const ANSWER_COUNTS = { months: 'answer_month_counts', days: 'answer_day_counts' };
export const SINGLE_DAY_RESPONDENTS = {
  months: 'single_day_respondent_month_counts',
  days: 'single_day_respondent_counts',
};
const COUNTED = 'question_id, option_id, answers';

/** The answers of either group, read in one scan; an answer is in both when two periods overlap. */
function answersOfEither(groups: readonly [ScoreGroup, ScoreGroup]): SQL {
  return sql`a.survey_id = any(${intArray(surveysOf(groups))}) and (${inGroup(groups[0])} or ${inGroup(groups[1])})`;
}

function surveysOf(groups: readonly ScoreGroup[]): number[] {
  return [...new Set(groups.flatMap((group) => group.surveyIds))];
}

/**
 * The scores and sums of both groups per row. Only answers that chose an option with a score to
 * a question with a dimension count: "not applicable" options carry no score.
 *
 * Both groups are counted per question and option in one pass (a count per group, so an answer in
 * both overlapping periods counts in each): when the groups are whole days, over the counts per
 * local month of their whole months (answer_month_counts) and per local day at their edges
 * (answer_day_counts), else over the answers themselves. Day rows alone were no answer at scale:
 * three years of days make nearly a row per five answers. Each question's figures then come from those few counts times the option's
 * score, and the rows from the questions.
 */
export async function aggregateScores(
  database: Database,
  groups: readonly [ScoreGroup, ScoreGroup],
  level: AggregateLevel,
): Promise<ScoreSums[]> {
  if (isCountedPerDay(groups)) await foldAnswerChanges(database, surveysOf(groups));
  const perOption = isCountedPerDay(groups)
    ? sql`select d.question_id, d.option_id,
                 sum(d.answers) filter (where d.g = 1) as n1,
                 sum(d.answers) filter (where d.g = 2) as n2
          from (select 1 as g, * from (${monthAndDayRows(groups[0], ANSWER_COUNTS, COUNTED)}) first
                union all
                select 2, * from (${monthAndDayRows(groups[1], ANSWER_COUNTS, COUNTED)}) second) d
          where d.option_id is not null
          group by d.question_id, d.option_id`
    : sql`select a.question_id, a.option_id,
                 count(*) filter (where ${inGroup(groups[0])}) as n1,
                 count(*) filter (where ${inGroup(groups[1])}) as n2
          from answers a where ${answersOfEither(groups)} and a.option_id is not null
          group by a.question_id, a.option_id`;
  const counts = sql`select v.g, c.question_id, c.option_id, v.n
    from (${perOption}) c
    cross join lateral (values (1, c.n1), (2, c.n2)) as v(g, n)
    where v.n > 0`;
  const matched =
    level.kind === 'question'
      ? sql`, matched(key_id, question_id) as (
          select q.id, q.id from questions q where q.survey_id = ${level.surveyId} and q.dimension_id is not null
          union
          select sq.id, cq.id
          from questions sq
          join question_texts st on st.question_id = sq.id
          join questions cq on cq.dimension_id = sq.dimension_id
            and cq.survey_id = any(${intArray(surveysOf(groups))})
            and cq.survey_id <> ${level.surveyId}
          join question_texts ct on ct.question_id = cq.id and ct.locale = st.locale
            and lower(btrim(ct.text)) = lower(btrim(st.text))
          where sq.survey_id = ${level.surveyId} and sq.dimension_id is not null)`
      : sql``;
  const questionKey = level.kind === 'question' ? sql`m.key_id` : sql`null::int`;
  const matchJoin = level.kind === 'question' ? sql`join matched m on m.question_id = c.question_id` : sql``;
  const questionGroup = level.kind === 'question' ? sql`, m.key_id` : sql``;

  const rows = await database.query<ScoreSums>(sql`
    with counts as (${counts}) ${matched},
    per_question as (
      select c.g, q.dimension_id, ${questionKey} as question_id, q.importance::float8 as importance,
             s.organization_id,
             sum(c.n)::float8 as answers,
             sum(c.n * o.score)::float8 as score_sum,
             sum(c.n * o.score * o.score)::float8 as score_squares
      from counts c
      join questions q on q.id = c.question_id
      join question_options o on o.id = c.option_id
      join surveys s on s.id = q.survey_id
      ${matchJoin}
      where q.dimension_id is not null and o.score is not null
      group by c.g, q.dimension_id, q.id, s.organization_id${questionGroup})
    select g as "group", dimension_id, question_id,
           avg(score_sum / answers)::float8 as avg_score,
           avg((5 - score_sum / answers) * importance)::float8 as qi_score,
           sum(answers)::int as answers,
           sum(score_sum)::float8 as score_sum,
           sum(score_squares)::float8 as score_squares,
           sum((5 * answers - score_sum) * importance)::float8 as qi_sum,
           -- the sum over the answers of ((5 - score) x importance)², expanded
           sum((25 * answers - 10 * score_sum + score_squares) * importance * importance)::float8 as qi_squares,
           count(distinct organization_id)::int as organizations
    from per_question
    group by g, dimension_id, question_id`);
  return rows;
}

export type RespondentCounts = {
  /** Respondents per group with at least one scored answer: the N of a comparison. */
  respondents: [number, number];
  /** Organisations with such respondents, per group. */
  organizations: [number, number];
  /** Per dimension (when asked for): respondents per group with a scored answer in it. */
  perDimension: Map<number, [number, number]>;
};

/**
 * Respondents and their organisations per group, and with `perDimension` per dimension too: one
 * scan of both groups' answers, grouped by respondent (and dimension). A dimension's respondents
 * are the n of its test, since one respondent's answers to its questions are not independent.
 */
export async function countScoredRespondents(
  database: Database,
  groups: readonly [ScoreGroup, ScoreGroup],
  perDimension = false,
): Promise<RespondentCounts> {
  if (isCountedPerDay(groups)) return countScoredRespondentsPerDay(database, groups, perDimension);
  const scored = sql`from answers a
      join question_options o on o.id = a.option_id
      join questions q on q.id = o.question_id
      where ${answersOfEither(groups)} and q.dimension_id is not null and o.score is not null`;
  const inEither = sql`bool_or(${inGroup(groups[0])}) as in1, bool_or(${inGroup(groups[1])}) as in2`;
  const totals = (respondents: SQL) => sql`select null::int as dimension_id,
           count(*) filter (where p.in1)::int as first, count(*) filter (where p.in2)::int as second,
           count(distinct s.organization_id) filter (where p.in1)::int as first_organizations,
           count(distinct s.organization_id) filter (where p.in2)::int as second_organizations
    from ${respondents} p join surveys s on s.id = p.survey_id`;
  // Without dimensions one grouping by respondent does; with them the (respondent, dimension)
  // groups are read twice, so they are materialized once.
  const query = perDimension
    ? sql`with r as materialized (
          select a.respondent_id, q.dimension_id, min(a.survey_id) as survey_id, ${inEither}
          ${scored} group by a.respondent_id, q.dimension_id)
        ${totals(sql`(select min(survey_id) as survey_id, bool_or(in1) as in1, bool_or(in2) as in2
                      from r group by respondent_id)`)}
        union all
        select dimension_id, count(*) filter (where in1)::int, count(*) filter (where in2)::int, 0, 0
        from r group by dimension_id`
    : totals(sql`(select min(a.survey_id) as survey_id, ${inEither} ${scored} group by a.respondent_id)`);
  const rows = await database.query<{
    dimension_id: number | null;
    first: number;
    second: number;
    first_organizations: number;
    second_organizations: number;
  }>(query);
  const total = rows.find((row) => row.dimension_id === null);
  return {
    respondents: [total?.first ?? 0, total?.second ?? 0],
    organizations: [total?.first_organizations ?? 0, total?.second_organizations ?? 0],
    perDimension: new Map(
      rows.filter((row) => row.dimension_id !== null).map((row) => [Number(row.dimension_id), [row.first, row.second]]),
    ),
  };
}

/**
 * The respondents of a group with a scored answer, per survey and dimension (null: in any
 * dimension), from the pre-aggregates: distinct respondents cannot be summed over days, since one
 * may answer on several days. Nearly all answer in one sitting, on one day: those are counted per
 * day (single_day_respondent_counts, and per month in single_day_respondent_month_counts) and
 * summed over the group's months and edge days; the few whose scored answers
 * fall on several days (multi_day_respondents) are counted once each when any of their days is in
 * the group's period. A table of every respondent's days would be exact as well, but it has a row
 * per respondent and dimension to read; these read a row per day plus the rare exceptions.
 */
export function scoredRespondentsPerDay(group: ScoreGroup): SQL {
  const singleDay = monthAndDayRows(group, SINGLE_DAY_RESPONDENTS, 'survey_id, dimension_id, respondents');
  return sql`select c.survey_id, c.dimension_id, sum(c.respondents) as respondents
    from (${singleDay}) c
    group by c.survey_id, c.dimension_id
    union all
    select m.survey_id, m.dimension_id, count(*) from multi_day_respondents m
    where m.survey_id = any(${intArray(group.surveyIds)})
      and exists (select 1 from respondent_scored_days d
                  where d.respondent_id = m.respondent_id and (m.dimension_id is null or d.dimension_id = m.dimension_id)
                    and d.day >= ${group.from}::date and d.day < ${group.until}::date)
    group by m.survey_id, m.dimension_id`;
}

async function countScoredRespondentsPerDay(
  database: Database,
  groups: readonly [ScoreGroup, ScoreGroup],
  perDimension: boolean,
): Promise<RespondentCounts> {
  await foldAnswerChanges(database, surveysOf(groups));
  const rows = await database.query<{
    g: number;
    dimension_id: number | null;
    respondents: number;
    organizations: number;
  }>(sql`
    select c.g, c.dimension_id, sum(c.respondents)::int as respondents, count(distinct s.organization_id)::int as organizations
    from (select 1 as g, * from (${scoredRespondentsPerDay(groups[0])}) first
          union all
          select 2, * from (${scoredRespondentsPerDay(groups[1])}) second) c
    join surveys s on s.id = c.survey_id
    where ${perDimension ? sql`true` : sql`c.dimension_id is null`}
    group by c.g, c.dimension_id`);
  const total = (g: number) => rows.find((row) => row.g === g && row.dimension_id === null);
  const perDimensionCounts = new Map<number, [number, number]>();
  for (const row of rows) {
    if (row.dimension_id === null) continue;
    const counts = perDimensionCounts.get(row.dimension_id) ?? [0, 0];
    counts[row.g - 1] = row.respondents;
    perDimensionCounts.set(row.dimension_id, counts);
  }
  return {
    respondents: [total(1)?.respondents ?? 0, total(2)?.respondents ?? 0],
    organizations: [total(1)?.organizations ?? 0, total(2)?.organizations ?? 0],
    perDimension: perDimensionCounts,
  };
}
