import { sql, type SQL } from 'drizzle-orm';
import type { TTrendGranularity } from '@peil/contract/benchmark-trend';
import { foldAnswerChanges } from '../../../db/answer-aggregates.js';
import type { Database } from '../../../db/database.js';
import {
  ANSWER_COUNTS,
  SINGLE_DAY_RESPONDENTS,
  isCountedPerDay,
  monthAndDayRows,
  type ScoreSums,
} from './aggregate-scores.js';

/** The survey (group 1) and its cluster (group 2) within the trend's window. */
export type TrendScope = {
  surveyId: number;
  clusterSurveyIds: readonly number[];
  granularity: TTrendGranularity;
  /** Timestamp bounds, `from` inclusive and `until` exclusive ('YYYY-MM-DD' = local midnight). */
  from: string;
  until: string;
};

/** The sums of one group in one dimension and one period: the same figures as a benchmark row. */
export type TrendSums = ScoreSums & {
  /**
   * First day of the period: the month or quarter the answers fall in on the app's clock; null on
   * the group's row over all periods, which counts its organisations.
   */
  period_start: string | null;
};

export type TrendRespondents = { group: 1 | 2; period_start: string; dimension_id: number; respondents: number };

function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

function inScope(scope: TrendScope): SQL {
  return sql`a.survey_id = any(${intArray([scope.surveyId, ...scope.clusterSurveyIds])})
    and a.answered_at >= ${scope.from}::timestamptz and a.answered_at < ${scope.until}::timestamptz`;
}

// date_trunc on a timestamptz follows the session time zone, which is APP_TIME_ZONE: 23:30 on the
// last day of a month stays in that month wherever UTC is. The answers are grouped by that
// timestamp; only the few result rows turn it into a date text (grouping by text sorts by
// collation, which made the aggregate many times slower at 100,000 respondents).
function periodOf(scope: TrendScope, column = 'a.answered_at'): SQL {
  return sql`date_trunc(${scope.granularity}, ${sql.raw(column)})`;
}

/** Whole days: the pre-aggregates per local day answer the trend (see isCountedPerDay). */
function isPerDay(scope: TrendScope): boolean {
  return isCountedPerDay([{ surveyIds: [], from: scope.from, until: scope.until }]);
}

/**
 * Both groups' surveys over the window, for monthAndDayRows: its whole months read month rows, which
 * fall in one period each (a month or a quarter), its edges day rows; `day` is each row's first day.
 */
function window(scope: TrendScope) {
  return { surveyIds: [scope.surveyId, ...scope.clusterSurveyIds], from: scope.from, until: scope.until };
}

function inScopeDays(scope: TrendScope, alias: string): SQL {
  const row = sql.raw(alias);
  return sql`${row}.survey_id = any(${intArray([scope.surveyId, ...scope.clusterSurveyIds])})
    and ${row}.day >= ${scope.from}::date and ${row}.day < ${scope.until}::date`;
}

const periodText = (column: SQL) => sql`(${column})::date::text`;

function groupOf(scope: TrendScope, alias = 'a'): SQL {
  return sql`case when ${sql.raw(alias)}.survey_id = ${scope.surveyId} then 1 else 2 end`;
}

/**
 * Both groups' sums per period and dimension, by the benchmark's formula (aggregateScores): the
 * answers are counted per period, question and option in one pass (over the counts per local month
 * and, at the window's edges, per day when the window is whole days, as aggregateScores does), each question's figures come
 * from those counts times the option's score, and a dimension's score is the mean of its
 * questions'. One more row per group (period_start and dimension_id null) counts the group's
 * organisations over the whole window, for the cluster's minimum.
 */
export async function aggregateTrendScores(database: Database, scope: TrendScope): Promise<TrendSums[]> {
  if (isPerDay(scope)) await foldAnswerChanges(database, window(scope).surveyIds);
  const counts = isPerDay(scope)
    ? sql`select ${groupOf(scope, 'd')} as g, ${periodOf(scope, 'd.day')} as bucket, d.question_id, d.option_id,
                 sum(d.answers) as n
          from (${monthAndDayRows(window(scope), ANSWER_COUNTS, 'survey_id, question_id, option_id, answers', 'day')}) d
          where d.option_id is not null
          group by 1, 2, d.question_id, d.option_id`
    : sql`select ${groupOf(scope)} as g, ${periodOf(scope)} as bucket, a.question_id, a.option_id, count(*) as n
          from answers a where ${inScope(scope)} and a.option_id is not null
          group by 1, 2, a.question_id, a.option_id`;
  const rows = await database.query<TrendSums>(sql`
    with counts as (${counts}),
    per_question as (
      select c.g, c.bucket, q.dimension_id, q.importance::float8 as importance, s.organization_id,
             sum(c.n)::float8 as answers,
             sum(c.n * o.score)::float8 as score_sum,
             sum(c.n * o.score * o.score)::float8 as score_squares
      from counts c
      join questions q on q.id = c.question_id
      join question_options o on o.id = c.option_id
      join surveys s on s.id = q.survey_id
      where q.dimension_id is not null and o.score is not null
      group by c.g, c.bucket, q.dimension_id, q.id, s.organization_id)
    select g as "group", ${periodText(sql`bucket`)} as period_start, dimension_id, null::int as question_id,
           avg(score_sum / answers)::float8 as avg_score,
           avg((5 - score_sum / answers) * importance)::float8 as qi_score,
           sum(answers)::int as answers,
           sum(score_sum)::float8 as score_sum,
           sum(score_squares)::float8 as score_squares,
           sum((5 * answers - score_sum) * importance)::float8 as qi_sum,
           sum((25 * answers - 10 * score_sum + score_squares) * importance * importance)::float8 as qi_squares,
           count(distinct organization_id)::int as organizations
    from per_question
    group by grouping sets ((g, bucket, dimension_id), (g))`);
  return rows;
}

/**
 * Respondents with a scored answer per group, period and dimension: the n of each point and of
 * the cluster's minimum. One respondent's answers on both sides of midnight count in both periods.
 */
export async function countTrendRespondents(database: Database, scope: TrendScope): Promise<TrendRespondents[]> {
  if (isPerDay(scope)) return countTrendRespondentsPerDay(database, scope);
  const rows = await database.query<TrendRespondents>(sql`
    select g as "group", ${periodText(sql`bucket`)} as period_start, dimension_id, count(*)::int as respondents
    from (select ${groupOf(scope)} as g, ${periodOf(scope)} as bucket, q.dimension_id, a.respondent_id
          from answers a
          join question_options o on o.id = a.option_id
          join questions q on q.id = o.question_id
          where ${inScope(scope)} and q.dimension_id is not null and o.score is not null
          group by 1, 2, q.dimension_id, a.respondent_id) r
    group by g, bucket, dimension_id`);
  return rows;
}

/**
 * countTrendRespondents from the pre-aggregates: the single-day respondents summed over each
 * period's days, plus the few multi-day respondents once per period they answered in (see
 * scoredRespondentsPerDay).
 */
async function countTrendRespondentsPerDay(database: Database, scope: TrendScope): Promise<TrendRespondents[]> {
  await foldAnswerChanges(database, window(scope).surveyIds);
  const rows = await database.query<TrendRespondents>(sql`
    select g as "group", ${periodText(sql`bucket`)} as period_start, dimension_id, sum(respondents)::int as respondents
    from (select ${groupOf(scope, 'c')} as g, ${periodOf(scope, 'c.day')} as bucket, c.dimension_id,
                 sum(c.respondents) as respondents
          from (${monthAndDayRows(window(scope), SINGLE_DAY_RESPONDENTS, 'survey_id, dimension_id, respondents', 'day')}) c
          where c.dimension_id is not null
          group by 1, 2, 3
          union all
          select g, bucket, dimension_id, count(*)
          from (select distinct ${groupOf(scope, 'm')} as g, ${periodOf(scope, 'd.day')} as bucket, m.dimension_id,
                       m.respondent_id
                from multi_day_respondents m
                join respondent_scored_days d on d.respondent_id = m.respondent_id and d.dimension_id = m.dimension_id
                where ${inScopeDays(scope, 'd')} and m.dimension_id is not null) multi
          group by 1, 2, 3) r
    group by g, bucket, dimension_id`);
  return rows;
}
