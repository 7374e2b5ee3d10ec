import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { surveyText } from '../../../lib/survey-texts.js';

export type SurveyQuestionRow = {
  id: number;
  type: number;
  page_position: number;
  position: number;
  text: string;
  page_title: string;
  dimension_name: string | null;
  is_nps: boolean;
};

export type SurveyOptionRow = {
  id: number;
  question_id: number;
  text: string;
  score: number | null;
  is_open: boolean;
};

/** The questions on the survey's pages, in page and position order; archived questions are left out. */
export function findSurveyQuestions(
  database: Database,
  surveyId: number,
  locale: string,
): Promise<SurveyQuestionRow[]> {
  const survey = sql`${surveyId}`;
  return database.query<SurveyQuestionRow>(sql`
    select q.id, q.type, q.is_nps, p.position as page_position, q.position,
           coalesce(${surveyText('question', sql`q.id`, survey, locale)}, '') as text,
           coalesce(${surveyText('pageTitle', sql`p.id`, survey, locale)}, '') as page_title,
           ${surveyText('dimension', sql`q.dimension_id`, survey, locale)} as dimension_name
    from questions q
    join survey_pages p on p.id = q.page_id
    where q.survey_id = ${surveyId}
    order by p.position, q.position, q.id`);
}

export function findSurveyOptions(database: Database, surveyId: number, locale: string): Promise<SurveyOptionRow[]> {
  return database.query<SurveyOptionRow>(sql`
    select o.id, o.question_id,
           coalesce(${surveyText('option', sql`o.id`, sql`${surveyId}`, locale)}, '') as text,
           o.score::float8 as score, o.is_open
    from question_options o
    join questions q on q.id = o.question_id
    where q.survey_id = ${surveyId} and q.page_id is not null
    order by o.question_id, o.position, o.id`);
}
