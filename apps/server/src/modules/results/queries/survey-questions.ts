import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';

export type SurveyQuestionRow = {
  id: number;
  type: number;
  page_position: number;
  position: number;
  text: string;
  page_title: string;
  dimension_name: string | null;
};

export type SurveyOptionRow = {
  id: number;
  question_id: number;
  text: string;
  score: number | null;
  is_open: boolean;
};

/**
 * A text in the requested locale, else the first translation (by locale code) so that a card
 * never shows an empty title.
 */
function localizedText(table: string, keyColumn: string, key: string, textColumn: string, locale: string) {
  return sql`(select x.${sql.raw(textColumn)} from ${sql.raw(table)} x
    where x.${sql.raw(keyColumn)} = ${sql.raw(key)}
    order by (x.locale = ${locale}) desc, x.locale limit 1)`;
}

/** The questions on the survey's pages, in page and position order; archived questions are left out. */
export function findSurveyQuestions(
  database: Database,
  surveyId: number,
  locale: string,
): Promise<SurveyQuestionRow[]> {
  return database.query<SurveyQuestionRow>(sql`
    select q.id, q.type, p.position as page_position, q.position,
           coalesce(${localizedText('question_texts', 'question_id', 'q.id', 'text', locale)}, '') as text,
           coalesce(${localizedText('survey_page_texts', 'page_id', 'p.id', 'title', locale)}, '') as page_title,
           ${localizedText('dimension_texts', 'dimension_id', 'q.dimension_id', 'name', locale)} as dimension_name
    from questions q
    join survey_pages p on p.id = q.page_id
    where q.survey_id = ${surveyId}
    order by p.position, q.position, q.id`);
}

export function findSurveyOptions(database: Database, surveyId: number, locale: string): Promise<SurveyOptionRow[]> {
  return database.query<SurveyOptionRow>(sql`
    select o.id, o.question_id,
           coalesce(${localizedText('option_texts', 'option_id', 'o.id', 'text', locale)}, '') as text,
           o.score::float8 as score, o.is_open
    from question_options o
    join questions q on q.id = o.question_id
    where q.survey_id = ${surveyId} and q.page_id is not null
    order by o.question_id, o.position, o.id`);
}
