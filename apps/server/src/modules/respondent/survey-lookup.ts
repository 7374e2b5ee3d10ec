import { UUID_PATTERN } from '@peil/contract/respondent-rules';
import { and, eq } from 'drizzle-orm';
import { isActive } from '@peil/contract/domain';
import { CONTENT_LOCALES, type TContentLocale } from '@peil/contract/locales';
import type { Db } from '../../db/database.js';
import { surveys, surveyTranslations, type Survey } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

const NUMERIC_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The survey a respondent link names, by uuid or (where the spec says {id}) by numeric id. */
export async function findSurveyByIdentifier(db: Db, identifier: string | number): Promise<Survey> {
  const value = String(identifier).trim();
  let condition;
  if (UUID_PATTERN.test(value)) condition = eq(surveys.uuid, value.toLowerCase());
  else if (NUMERIC_ID_PATTERN.test(value) && Number(value) <= 2_147_483_647) condition = eq(surveys.id, Number(value));
  else throw notFound('Survey not found.');
  const [survey] = await db.select().from(surveys).where(condition).limit(1);
  if (!survey) throw notFound('Survey not found.');
  return survey;
}

/**
 * The survey whose texts and questions a respondent link asks for. An inactive survey (a draft,
 * or one closed) shows them only to who has its uuid, as the staff's preview link does: by its
 * number, which anyone can count up, only an active survey is found.
 */
export async function findSurveyForContent(db: Db, identifier: string | number): Promise<Survey> {
  const survey = await findSurveyByIdentifier(db, identifier);
  if (!isActive(survey) && !UUID_PATTERN.test(String(identifier).trim())) throw notFound('Survey not found.');
  return survey;
}

/** The content locales offered to respondents, in the order of CONTENT_LOCALES. */
export async function findSurveyLocales(db: Db, surveyId: number): Promise<TContentLocale[]> {
  const rows = await db
    .select({ locale: surveyTranslations.locale })
    .from(surveyTranslations)
    .where(and(eq(surveyTranslations.surveyId, surveyId), eq(surveyTranslations.offered, true)));
  const present = new Set(rows.map((row) => row.locale));
  return CONTENT_LOCALES.filter((locale) => present.has(locale));
}

/**
 * The locale whose texts a respondent reads: the one asked for when the survey has it,
 * otherwise English, otherwise the survey's first translation, so a link in another
 * language still shows the questionnaire (with the screens in the language of the link).
 */
export async function resolveContentLocale(db: Db, surveyId: number, wanted: TContentLocale): Promise<TContentLocale> {
  const [exact] = await db
    .select({ locale: surveyTranslations.locale })
    .from(surveyTranslations)
    .where(
      and(
        eq(surveyTranslations.surveyId, surveyId),
        eq(surveyTranslations.locale, wanted),
        eq(surveyTranslations.offered, true),
      ),
    );
  if (exact) return wanted;
  const locales = await findSurveyLocales(db, surveyId);
  if (locales.length === 0) throw notFound('Survey not found.');
  return locales.includes('en') ? 'en' : locales[0]!;
}
