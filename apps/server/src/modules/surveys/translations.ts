import { and, eq, inArray, not } from 'drizzle-orm';
import { CONTENT_LOCALES } from '@peil/contract/locales';
import type { TContentLocale } from '@peil/contract/locales';
import type { TTranslationChoice } from '@peil/contract/surveys';
import type { Database, Db } from '../../db/database.js';
import { surveyTranslations } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';

/** The languages a survey has texts for, in the order of CONTENT_LOCALES, with their offered flag. */
export async function findTranslationChoices(db: Db, surveyId: number): Promise<TTranslationChoice[]> {
  const rows = await db
    .select({ locale: surveyTranslations.locale, offered: surveyTranslations.offered })
    .from(surveyTranslations)
    .where(eq(surveyTranslations.surveyId, surveyId));
  const offeredByLocale = new Map(rows.map((row) => [row.locale, row.offered]));
  return CONTENT_LOCALES.filter((locale) => offeredByLocale.has(locale)).map((locale) => ({
    locale,
    offered: offeredByLocale.get(locale)!,
  }));
}

/**
 * Offers respondents exactly the chosen languages. Only languages with texts can be chosen:
 * new languages are written in the builder, where every text of the survey is asked for.
 */
export async function saveOfferedTranslations(
  database: Database,
  surveyId: number,
  chosen: TContentLocale[],
): Promise<TTranslationChoice[]> {
  const available = new Set((await findTranslationChoices(database.db, surveyId)).map((choice) => choice.locale));
  const missing = chosen.filter((locale) => !available.has(locale));
  if (missing.length > 0) {
    throw badRequest(`The survey has no texts in ${missing.join(', ')}; add the language in the survey builder first.`);
  }
  await database.db.transaction(async (tx) => {
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
  return findTranslationChoices(database.db, surveyId);
}
