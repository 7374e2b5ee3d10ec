import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { CONTENT_LOCALES } from '@peil/contract/locales';
import type { TContentLocale } from '@peil/contract/locales';
import type { TTranslationChoice } from '@peil/contract/surveys';
import type { Db } from '../../db/database.js';
import { surveyTranslations } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';

/** All 13 translation codes in the order of CONTENT_LOCALES, with the survey's offered flag and whether it has texts. */
export async function findTranslationChoices(db: Db, surveyId: number): Promise<TTranslationChoice[]> {
  const rows = await db
    .select({ locale: surveyTranslations.locale, offered: surveyTranslations.offered })
    .from(surveyTranslations)
    .where(eq(surveyTranslations.surveyId, surveyId));
  const offeredByLocale = new Map(rows.map((row) => [row.locale, row.offered]));
  return CONTENT_LOCALES.map((locale) => ({
    locale,
    offered: offeredByLocale.get(locale) ?? false,
    has_texts: offeredByLocale.has(locale),
  }));
}

/** The language new translations copy their texts from: Dutch, else English, else the first the survey has. */
function sourceLocale(available: ReadonlySet<string>): TContentLocale | undefined {
  return (['nl', 'en', ...CONTENT_LOCALES] as const).find((locale) => available.has(locale));
}

/**
 * Adds a language the survey has no texts in yet, as a copy of the source language's texts (the
 * survey's title and messages, page titles, questions and options), so respondents see a whole
 * survey at once; the builder then shows the copies to be translated.
 */
async function copyTexts(tx: Db, surveyId: number, from: TContentLocale, to: TContentLocale): Promise<void> {
  await tx.execute(sql`insert into survey_translations (survey_id, locale, title, description, begin_message, end_message, offered)
    select survey_id, ${to}, title, description, begin_message, end_message, true
    from survey_translations where survey_id = ${surveyId} and locale = ${from}`);
  await tx.execute(sql`insert into survey_page_texts (page_id, locale, title)
    select t.page_id, ${to}, t.title from survey_page_texts t join survey_pages p on p.id = t.page_id
    where p.survey_id = ${surveyId} and t.locale = ${from}`);
  await tx.execute(sql`insert into question_texts (question_id, locale, text)
    select t.question_id, ${to}, t.text from question_texts t join questions q on q.id = t.question_id
    where q.survey_id = ${surveyId} and t.locale = ${from}`);
  await tx.execute(sql`insert into option_texts (option_id, locale, text)
    select t.option_id, ${to}, t.text from option_texts t
    join question_options o on o.id = t.option_id join questions q on q.id = o.question_id
    where q.survey_id = ${surveyId} and t.locale = ${from}`);
}

/**
 * Offers respondents exactly the chosen languages (spec §5: at least one, which the request's
 * schema checks). A chosen language without texts is added first, from the survey's main texts.
 */
export async function saveOfferedTranslations(
  db: Db,
  surveyId: number,
  chosen: TContentLocale[],
): Promise<TTranslationChoice[]> {
  const choices = await findTranslationChoices(db, surveyId);
  const available = new Set(choices.filter((choice) => choice.has_texts).map((choice) => choice.locale));
  const source = sourceLocale(available);
  const missing = chosen.filter((locale) => !available.has(locale));
  if (missing.length > 0 && !source) throw badRequest('The survey has no texts to start a new language from.');
  await db.transaction(async (tx) => {
    for (const locale of missing) await copyTexts(tx, surveyId, source!, locale);
    const inSurvey = eq(surveyTranslations.surveyId, surveyId);
    await tx
      .update(surveyTranslations)
      .set({ offered: true })
      .where(and(inSurvey, inArray(surveyTranslations.locale, chosen)));
    await tx
      .update(surveyTranslations)
      .set({ offered: false })
      .where(and(inSurvey, not(inArray(surveyTranslations.locale, chosen))));
  });
  return findTranslationChoices(db, surveyId);
}
