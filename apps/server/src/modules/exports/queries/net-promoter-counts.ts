import { sql } from 'drizzle-orm';
import { DETRACTOR_MAX, PROMOTER_MIN } from '@peil/scoring';
import type { Database } from '../../../db/database.js';
import { dateRange } from '../../results/queries/answer-scope.js';

export type NetPromoterCountRow = { question_id: number; promoters: number; passives: number; detractors: number };

/**
 * Promoters, passives and detractors of each of `questionIds`, among the respondents the answers
 * workbook lists (started within the range), counted in SQL.
 */
export async function countNetPromoterGroups(
  database: Database,
  range: { surveyId: number; fromDate?: string; toDate?: string },
  questionIds: readonly number[],
): Promise<NetPromoterCountRow[]> {
  if (questionIds.length === 0) return [];
  const { from, to } = dateRange(range);
  return database.query<NetPromoterCountRow>(sql`
    select a.question_id,
           count(*) filter (where a.number_value between ${PROMOTER_MIN} and 10)::int as promoters,
           count(*) filter (where a.number_value > ${DETRACTOR_MAX} and a.number_value < ${PROMOTER_MIN})::int
             as passives,
           count(*) filter (where a.number_value between 0 and ${DETRACTOR_MAX})::int as detractors
    from answers a
    join respondents r on r.id = a.respondent_id
    where a.survey_id = ${range.surveyId} and a.question_id = any(${`{${questionIds.join(',')}}`}::int[])
      and r.started_at >= ${from}::date and r.started_at < ${to}::date + 1
    group by a.question_id`);
}
