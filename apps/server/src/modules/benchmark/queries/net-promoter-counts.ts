import { sql } from 'drizzle-orm';
import { DETRACTOR_MAX, PROMOTER_MIN } from '@peil/scoring';
import { QUESTION_TYPE } from '@peil/contract/domain';
import { foldAnswerChanges } from '../../../db/answer-aggregates.js';
import type { Database } from '../../../db/database.js';
import { surveyText } from '../../../lib/survey-texts.js';
import { ANSWER_COUNTS, isCountedPerDay, monthAndDayRows, type ScoreGroup } from './aggregate-scores.js';

export type NetPromoterQuestion = { question_id: number; label: string; dimension: string | null };

/** The survey's Net Promoter questions on its pages, in page and position order, with their texts. */
export function findNetPromoterQuestions(
  database: Database,
  surveyId: number,
  locale: string,
): Promise<NetPromoterQuestion[]> {
  return database.query<NetPromoterQuestion>(sql`
    select q.id as question_id,
           coalesce(${surveyText('question', sql`q.id`, sql`q.survey_id`, locale)}, '') as label,
           case when d.id is null then null
                else coalesce(${surveyText('dimension', sql`d.id`, sql`q.survey_id`, locale)}, d.code) end as dimension
    from questions q
    left join dimensions d on d.id = q.dimension_id
    left join survey_pages p on p.id = q.page_id
    where q.survey_id = ${surveyId} and q.is_nps and q.type = ${QUESTION_TYPE.slider0to10} and q.archived_at is null
    order by p.position nulls last, q.position, q.id`);
}

const inPeriod = (group: ScoreGroup) =>
  sql`a.answered_at >= ${group.from}::timestamptz and a.answered_at < ${group.until}::timestamptz`;

export type NetPromoterCounts = {
  /** The survey's question; cluster answers count for the survey's question they match. */
  question_id: number;
  /** 1: the survey; 2: the cluster. */
  group: 1 | 2;
  promoters: number;
  passives: number;
  detractors: number;
  /** Organisations with answers: a cluster row needs the setting's minimum. */
  organizations: number;
};

/**
 * Promoters, passives and detractors per Net Promoter question of the survey (group 1) and of the
 * cluster's matching questions (group 2), each within its group's period, counted in SQL. A
 * cluster question matches as on the question-level benchmark: the same dimension (or both none)
 * and the same text in a common locale, ignoring case and the surrounding spaces; it must be a
 * 0–10 question too, but its own Net Promoter flag is not needed (surveys built before the flag
 * have none, and the same text on the same scale is the same question). Rows with
 * `question_id` null are the group's totals over all questions, for the organisations threshold.
 */
export async function countNetPromoterAnswers(
  database: Database,
  questionIds: readonly number[],
  survey: ScoreGroup,
  cluster: ScoreGroup,
): Promise<{ rows: NetPromoterCounts[]; clusterOrganizations: number }> {
  if (questionIds.length === 0) return { rows: [], clusterOrganizations: 0 };
  const ids = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
  // Counts per local month and day (see monthAndDayRows) when the periods are whole days, else the
  // answers; either way a row tells its group.
  const columns = 'survey_id, question_id, number_value, answers';
  if (isCountedPerDay([survey, cluster])) {
    await foldAnswerChanges(database, [...new Set([...survey.surveyIds, ...cluster.surveyIds])]);
  }
  const answers = isCountedPerDay([survey, cluster])
    ? sql`(select 1 as g, * from (${monthAndDayRows(survey, ANSWER_COUNTS, columns)}) first
           union all
           select 2, * from (${monthAndDayRows(cluster, ANSWER_COUNTS, columns)}) second)`
    : sql`(select g, survey_id, question_id, number_value, 1 as answers
           from answers a cross join (values (1), (2)) as v(g)
           where (v.g = 1 and ${inPeriod(survey)}) or (v.g = 2 and ${inPeriod(cluster)}))`;
  const rows = await database.query<{
    question_id: number | null;
    group: 1 | 2;
    promoters: number;
    passives: number;
    detractors: number;
    organizations: number;
  }>(sql`
    with matched(key_id, question_id, g) as (
      select q.id, q.id, 1 from questions q where q.id = any(${ids(questionIds)})
      union
      select sq.id, cq.id, 2
      from questions sq
      join question_texts st on st.question_id = sq.id
      join questions cq on cq.survey_id = any(${ids(cluster.surveyIds)})
        and cq.type = ${QUESTION_TYPE.slider0to10}
        and cq.dimension_id is not distinct from sq.dimension_id
      join question_texts ct on ct.question_id = cq.id and ct.locale = st.locale
        and lower(btrim(ct.text)) = lower(btrim(st.text))
      where sq.id = any(${ids(questionIds)}))
    select m.key_id as question_id, m.g as "group",
           coalesce(sum(a.answers) filter (where a.number_value between ${PROMOTER_MIN} and 10), 0)::int as promoters,
           coalesce(sum(a.answers) filter (where a.number_value > ${DETRACTOR_MAX} and a.number_value < ${PROMOTER_MIN}), 0)::int
             as passives,
           coalesce(sum(a.answers) filter (where a.number_value between 0 and ${DETRACTOR_MAX}), 0)::int as detractors,
           count(distinct s.organization_id)::int as organizations
    from matched m
    join ${answers} a on a.question_id = m.question_id
    join surveys s on s.id = a.survey_id
    where a.number_value between 0 and 10
      and a.g = m.g
    group by grouping sets ((m.g, m.key_id), (m.g))`);
  const clusterTotal = rows.find((row) => row.question_id === null && row.group === 2);
  return {
    rows: rows
      .filter((row) => row.question_id !== null)
      .map((row) => ({
        question_id: Number(row.question_id),
        group: row.group,
        promoters: row.promoters,
        passives: row.passives,
        detractors: row.detractors,
        organizations: row.organizations,
      })),
    clusterOrganizations: clusterTotal?.organizations ?? 0,
  };
}
