import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TContentLocale } from '@peil/contract/locales';
import type { TPageComponent, TSurveyPage } from '@peil/contract/respondent';
import type { Database, Db } from '../../db/database.js';
import { surveyText } from '../../lib/survey-texts.js';
import { servableLogo } from '../../lib/logo-validation.js';
import {
  optionTexts,
  organizations,
  questionOptions,
  questions,
  questionTexts,
  surveyPages,
  surveyPageTexts,
  surveys,
  surveyTranslations,
  type Survey,
} from '../../db/schema.js';

export type SurveyTexts = { title: string; beginMessage: string; endMessage: string };

export async function findSurveyTexts(db: Db, surveyId: number, locale: TContentLocale): Promise<SurveyTexts> {
  const [row] = await db
    .select({
      title: surveyTranslations.title,
      beginMessage: surveyTranslations.beginMessage,
      endMessage: surveyTranslations.endMessage,
    })
    .from(surveyTranslations)
    .where(and(eq(surveyTranslations.surveyId, surveyId), eq(surveyTranslations.locale, locale)));
  return row ?? { title: '', beginMessage: '', endMessage: '' };
}

/** The survey's title as staff screens show it (lib/survey-texts.ts). */
export async function findStaffSurveyTitle(database: Database, surveyId: number, locale: string): Promise<string> {
  const [row] = await database.query<{ title: string | null }>(
    sql`select ${surveyText('surveyTitle', sql`${surveyId}`, sql`${surveyId}`, locale)} as title`,
  );
  return row?.title ?? '';
}

/** The uuid of the survey an inactive survey sends its respondents to, if any. */
export async function findRedirectUuid(db: Db, survey: Survey): Promise<string | null> {
  if (survey.redirectToSurveyId === null) return null;
  const [row] = await db.select({ uuid: surveys.uuid }).from(surveys).where(eq(surveys.id, survey.redirectToSurveyId));
  return row?.uuid ?? null;
}

/**
 * The survey's own logo, else its organisation's, as respondents' browsers may get it: typed by
 * its bytes, and left out when its header declares too large an image (servableLogo).
 */
export async function findSurveyLogo(db: Db, survey: Survey): Promise<string> {
  if (survey.logo) return servableLogo(survey.logo) ?? '';
  const [row] = await db
    .select({ logo: organizations.logo })
    .from(organizations)
    .where(eq(organizations.id, survey.organizationId));
  return servableLogo(row?.logo ?? null) ?? '';
}

export async function findSurveyPages(db: Db, surveyId: number, locale: TContentLocale): Promise<TSurveyPage[]> {
  const rows = await db
    .select({ position: surveyPages.position, title: surveyPageTexts.title })
    .from(surveyPages)
    .leftJoin(surveyPageTexts, and(eq(surveyPageTexts.pageId, surveyPages.id), eq(surveyPageTexts.locale, locale)))
    .where(eq(surveyPages.surveyId, surveyId))
    .orderBy(asc(surveyPages.position));
  return rows.map((row) => ({ position: row.position, title: row.title ?? '' }));
}

export async function findPageId(db: Db, surveyId: number, position: number): Promise<number | null> {
  const [row] = await db
    .select({ id: surveyPages.id })
    .from(surveyPages)
    .where(and(eq(surveyPages.surveyId, surveyId), eq(surveyPages.position, position)));
  return row?.id ?? null;
}

export type QuestionDefinition = {
  id: number;
  position: number;
  type: number;
  required: boolean;
  options: {
    id: number;
    isOpen: boolean;
    excludeOthers: boolean;
    score: number | null;
    routeToPage: number | null;
    routeToUrl: string | null;
  }[];
};

/** The questions of one page as the respondent sees them, texts in one locale. */
export async function findPageComponents(db: Db, pageId: number, locale: TContentLocale): Promise<TPageComponent[]> {
  const questionRows = await db
    .select({
      id: questions.id,
      position: questions.position,
      type: questions.type,
      required: questions.required,
      text: questionTexts.text,
    })
    .from(questions)
    .leftJoin(questionTexts, and(eq(questionTexts.questionId, questions.id), eq(questionTexts.locale, locale)))
    .where(and(eq(questions.pageId, pageId), isNull(questions.archivedAt)))
    .orderBy(asc(questions.position));
  if (questionRows.length === 0) return [];
  const optionRows = await db
    .select({
      id: questionOptions.id,
      questionId: questionOptions.questionId,
      text: optionTexts.text,
      isOpen: questionOptions.isOpen,
      excludeOthers: questionOptions.excludeOthers,
      routeToPage: questionOptions.routeToPage,
      routeToUrl: questionOptions.routeToUrl,
    })
    .from(questionOptions)
    .leftJoin(optionTexts, and(eq(optionTexts.optionId, questionOptions.id), eq(optionTexts.locale, locale)))
    .where(
      inArray(
        questionOptions.questionId,
        questionRows.map((q) => q.id),
      ),
    )
    .orderBy(asc(questionOptions.position));
  return questionRows.map((question) => ({
    id: question.id,
    position: question.position,
    type: question.type,
    required: question.required,
    text: question.text ?? '',
    options: optionRows
      .filter((option) => option.questionId === question.id)
      .map((option) => ({
        id: option.id,
        text: option.text ?? '',
        is_open: option.isOpen,
        exclude_others: option.excludeOthers,
        route_to_page: option.routeToPage,
        route_to_url: option.routeToUrl,
      })),
  }));
}
