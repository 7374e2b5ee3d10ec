import { sql, type SQL } from 'drizzle-orm';
import { CONTENT_LOCALES } from '@peil/contract/locale-codes';

/**
 * How staff screens pick a survey's translated texts (results, benchmark, exports, survey
 * names): the interface language when the survey is written in it, otherwise the survey's first
 * language, never a third one. The first language is the survey's first translation in the order
 * of CONTENT_LOCALES (nl, en, de, …), the order the builder and the language selection list them.
 * Every query that shows survey texts to staff goes through `surveyText`.
 */

const LOCALE_ORDER = sql.raw(`array[${CONTENT_LOCALES.map((locale) => `'${locale}'`).join(', ')}]::text[]`);

/** The survey's first language; `surveyId` is a column or a bound value. */
export function surveyFirstLocale(surveyId: SQL): SQL {
  return sql`(select st.locale from survey_translations st where st.survey_id = ${surveyId}
    order by array_position(${LOCALE_ORDER}, st.locale) nulls last, st.locale limit 1)`;
}

/** The locale the survey's texts are read in for an interface in `wanted`. */
export function surveyTextLocale(surveyId: SQL, wanted: string): SQL {
  return sql`coalesce((select st.locale from survey_translations st
    where st.survey_id = ${surveyId} and st.locale = ${wanted}), ${surveyFirstLocale(surveyId)})`;
}

// Where each kind of text lives: table, key column and text column.
const TEXT_SOURCES = {
  surveyTitle: ['survey_translations', 'survey_id', 'title'],
  pageTitle: ['survey_page_texts', 'page_id', 'title'],
  question: ['question_texts', 'question_id', 'text'],
  option: ['option_texts', 'option_id', 'text'],
  dimension: ['dimension_texts', 'dimension_id', 'name'],
} as const;

/**
 * One text of the survey `surveyId` for an interface in `locale`: the text in the survey's text
 * locale, else in its first language (a text missing from a translation shows the original);
 * null when neither exists. `key` is the text's owner in the outer query, e.g. sql`q.id`;
 * `surveyId` a column or a bound value.
 */
export function surveyText(kind: keyof typeof TEXT_SOURCES, key: SQL, surveyId: SQL, locale: string): SQL {
  const [table, keyColumn, textColumn] = TEXT_SOURCES[kind];
  const chosen = surveyTextLocale(surveyId, locale);
  return sql`(select x.${sql.raw(textColumn)} from ${sql.raw(table)} x
    where x.${sql.raw(keyColumn)} = ${key} and x.locale in (${chosen}, ${surveyFirstLocale(surveyId)})
    order by (x.locale = ${chosen}) desc limit 1)`;
}
