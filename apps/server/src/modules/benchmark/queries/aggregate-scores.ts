import { sql, type SQL } from 'drizzle-orm';
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
};

/**
 * Sums of one group in one row (a dimension, or a question at question level). Scores are the
 * options' Likert scores 0..4; `qi` sums each answer's (5 - score) x importance of its question
 * (computeQiScore of @peil/scoring, per answer).
 */
export type ScoreSums = {
  group: 1 | 2;
  dimension_id: number;
  /** The survey's question a row belongs to (question level); null at dimension level. */
  question_id: number | null;
  answers: number;
  score_sum: number;
  score_squares: number;
  qi_sum: number;
  qi_squares: number;
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

function answersOf(group: ScoreGroup): SQL {
  return sql`a.survey_id = any(${intArray(group.surveyIds)})
    and a.answered_at >= ${group.from}::timestamptz and a.answered_at < ${group.until}::timestamptz`;
}

/** Options that carry a score, of questions with a dimension: the answers that count. */
const SCORED_OPTIONS = sql`select o.id from question_options o join questions q on q.id = o.question_id
  where q.dimension_id is not null and o.score is not null`;

/**
 * The scored answers of both groups summed per group and row. Only answers that chose an option
 * with a score to a question with a dimension count: "not applicable" options carry no score.
 *
 * The answers are first only counted per question and option, a narrow GROUP BY that each group
 * runs on answers_survey_question_date_idx (an answer is in both groups when two periods
 * overlap); the sums then come from those few counts times the option's score, so the answers
 * are read once and never sorted.
 */
export async function aggregateScores(
  database: Database,
  groups: readonly [ScoreGroup, ScoreGroup],
  level: AggregateLevel,
): Promise<ScoreSums[]> {
  const counts = sql.join(
    groups.map(
      (group, index) => sql`select ${index + 1}::int as g, a.question_id, a.option_id, count(*) as n
        from answers a where ${answersOf(group)} and a.option_id is not null
        group by a.question_id, a.option_id`,
    ),
    sql` union all `,
  );
  const matched =
    level.kind === 'question'
      ? sql`, matched(key_id, question_id) as (
          select q.id, q.id from questions q where q.survey_id = ${level.surveyId} and q.dimension_id is not null
          union
          select sq.id, cq.id
          from questions sq
          join question_texts st on st.question_id = sq.id
          join questions cq on cq.dimension_id = sq.dimension_id
            and cq.survey_id = any(${intArray([...new Set(groups.flatMap((group) => group.surveyIds))])})
            and cq.survey_id <> ${level.surveyId}
          join question_texts ct on ct.question_id = cq.id and ct.locale = st.locale
            and lower(btrim(ct.text)) = lower(btrim(st.text))
          where sq.survey_id = ${level.surveyId} and sq.dimension_id is not null)`
      : sql``;
  const questionKey = level.kind === 'question' ? sql`m.key_id` : sql`null::int`;
  const matchJoin = level.kind === 'question' ? sql`join matched m on m.question_id = c.question_id` : sql``;
  const questionGroup = level.kind === 'question' ? sql`, m.key_id` : sql``;

  const rows = await database.query<ScoreSums>(sql`
    with counts as (${counts}) ${matched}
    select c.g as "group", q.dimension_id, ${questionKey} as question_id,
           sum(c.n)::int as answers,
           sum(c.n * o.score)::float8 as score_sum,
           sum(c.n * o.score * o.score)::float8 as score_squares,
           sum(c.n * (5 - o.score) * q.importance)::float8 as qi_sum,
           sum(c.n * ((5 - o.score) * q.importance) * ((5 - o.score) * q.importance))::float8 as qi_squares
    from counts c
    join questions q on q.id = c.question_id
    join question_options o on o.id = c.option_id
    ${matchJoin}
    where q.dimension_id is not null and o.score is not null
    group by c.g, q.dimension_id${questionGroup}`);
  return rows.map((row) => ({ ...row, group: Number(row.group) as 1 | 2 }));
}

/**
 * Respondents per group with at least one scored answer (the N of a comparison): a hashed
 * DISTINCT per group over the answers that count.
 */
export async function countScoredRespondents(
  database: Database,
  groups: readonly [ScoreGroup, ScoreGroup],
): Promise<[number, number]> {
  const perGroup = sql.join(
    groups.map(
      (group, index) => sql`select ${index + 1}::int as g, count(*)::int as respondents from (
        select distinct a.respondent_id from answers a
        where ${answersOf(group)} and a.option_id in (${SCORED_OPTIONS})) r`,
    ),
    sql` union all `,
  );
  const rows = await database.query<{ g: number; respondents: number }>(perGroup);
  const of = (group: number) => Number(rows.find((row) => Number(row.g) === group)?.respondents ?? 0);
  return [of(1), of(2)];
}
