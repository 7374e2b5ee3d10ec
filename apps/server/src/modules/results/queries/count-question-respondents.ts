import { sql } from 'drizzle-orm';
import { QUESTION_TYPE } from '@peil/contract/domain';
import type { Database } from '../../../db/database.js';
import { answerScopeConditions, type AnswerScope, type FilteredRespondents } from './answer-scope.js';

export type QuestionRespondentsRow = { question_id: number; respondents: number };

/**
 * Respondents per multiple choice question, the only type with several answer rows per
 * respondent; for every other question the answer count already is the respondent count.
 * The questions are picked in SQL so that this runs beside the question list, and only their
 * answers are read (through the question index), not the whole survey's.
 */
export function countMultipleChoiceRespondents(
  database: Database,
  scope: AnswerScope,
  respondents?: FilteredRespondents,
): Promise<QuestionRespondentsRow[]> {
  return database.query<QuestionRespondentsRow>(sql`
    select a.question_id, count(distinct a.respondent_id)::int as respondents
    from answers a
    where ${answerScopeConditions('a', scope, respondents)}
      and a.question_id in (select q.id from questions q
                            where q.survey_id = ${scope.surveyId} and q.type = ${QUESTION_TYPE.multipleChoice})
    group by a.question_id`);
}
