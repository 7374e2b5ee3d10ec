import { sql } from 'drizzle-orm';
import { QUESTION_TYPE } from '@peil/contract/domain';
import { foldAnswerChanges } from '../../../db/answer-aggregates.js';
import type { Database } from '../../../db/database.js';
import {
  answerScopeConditions,
  dateRange,
  readsPreAggregates,
  type AnswerScope,
  type FilteredRespondents,
} from './answer-scope.js';

export type QuestionRespondentsRow = { question_id: number; respondents: number };

/**
 * Respondents per multiple choice question, the only type with several answer rows per
 * respondent; for every other question the answer count already is the respondent count.
 * The questions are picked in SQL so that this runs beside the question list.
 *
 * Without filters from the pre-aggregates: the respondents whose chosen options of a question all
 * fall on one day, summed over the period's days, plus the rare ones with options on several
 * days (multi_day_question_respondents) when any of their answers is in the period. With filters
 * only the question's answers are read (through the question index), not the whole survey's.
 */
export async function countMultipleChoiceRespondents(
  database: Database,
  scope: AnswerScope,
  respondents?: FilteredRespondents,
): Promise<QuestionRespondentsRow[]> {
  const multipleChoice = sql`select q.id from questions q
    where q.survey_id = ${scope.surveyId} and q.type = ${QUESTION_TYPE.multipleChoice}`;
  if (readsPreAggregates(scope, respondents)) {
    const { from, to } = dateRange(scope);
    await foldAnswerChanges(database, [scope.surveyId]);
    return database.query<QuestionRespondentsRow>(sql`
      select question_id, sum(respondents)::int as respondents from (
        select c.question_id, c.respondents from single_day_question_respondent_counts c
        where c.survey_id = ${scope.surveyId} and c.day >= ${from}::date and c.day <= ${to}::date
          and c.question_id in (${multipleChoice})
        union all
        select m.question_id, 1 from multi_day_question_respondents m
        where m.survey_id = ${scope.surveyId} and m.question_id in (${multipleChoice})
          and exists (select 1 from answers a
                      where a.respondent_id = m.respondent_id and a.question_id = m.question_id
                        and ${answerScopeConditions('a', scope)})
      ) per_day
      group by question_id`);
  }
  return database.query<QuestionRespondentsRow>(sql`
    select a.question_id, count(distinct a.respondent_id)::int as respondents
    from answers a
    where ${answerScopeConditions('a', scope, respondents)}
      and a.question_id in (${multipleChoice})
    group by a.question_id`);
}
