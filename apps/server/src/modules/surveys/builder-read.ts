import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TBuilderSurvey, TLocaleTexts, TReportGroup } from '@peil/contract/surveys';
import type { Db } from '../../db/database.js';
import * as t from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

function textsByLocale(rows: { locale: string; text: string }[]): TLocaleTexts {
  return Object.fromEntries(rows.map((row) => [row.locale, row.text]));
}

/** A whole survey for the builder: settings, translations, pages, live questions and options. */
export async function readBuilderSurvey(db: Db, surveyId: number): Promise<TBuilderSurvey> {
  const [survey] = await db.select().from(t.surveys).where(eq(t.surveys.id, surveyId));
  if (!survey) throw notFound('Survey not found.');
  const translations = await db
    .select()
    .from(t.surveyTranslations)
    .where(eq(t.surveyTranslations.surveyId, surveyId))
    .orderBy(t.surveyTranslations.locale);
  const pages = await db
    .select()
    .from(t.surveyPages)
    .where(eq(t.surveyPages.surveyId, surveyId))
    .orderBy(t.surveyPages.position);
  const pageIds = pages.map((page) => page.id);
  const pageTexts = pageIds.length
    ? await db.select().from(t.surveyPageTexts).where(inArray(t.surveyPageTexts.pageId, pageIds))
    : [];
  const questions = await db
    .select()
    .from(t.questions)
    .where(and(eq(t.questions.surveyId, surveyId), isNull(t.questions.archivedAt)))
    .orderBy(t.questions.position, t.questions.id);
  const questionIds = questions.map((question) => question.id);
  const questionTexts = questionIds.length
    ? await db.select().from(t.questionTexts).where(inArray(t.questionTexts.questionId, questionIds))
    : [];
  const options = questionIds.length
    ? await db
        .select()
        .from(t.questionOptions)
        .where(inArray(t.questionOptions.questionId, questionIds))
        .orderBy(t.questionOptions.position, t.questionOptions.id)
    : [];
  const optionIds = options.map((option) => option.id);
  const optionTexts = optionIds.length
    ? await db.select().from(t.optionTexts).where(inArray(t.optionTexts.optionId, optionIds))
    : [];

  return {
    id: survey.id,
    uuid: survey.uuid,
    internal_name: survey.internalName,
    color: survey.color,
    logo: survey.logo,
    organizationId: survey.organizationId,
    projectId: survey.projectId,
    status: survey.status as 1 | 2,
    translations: translations.map((row) => ({
      locale: row.locale as TBuilderSurvey['translations'][number]['locale'],
      title: row.title,
      description: row.description,
      begin_message: row.beginMessage,
      end_message: row.endMessage,
    })),
    pages: pages.map((page) => ({
      id: page.id,
      titles: textsByLocale(
        pageTexts.filter((row) => row.pageId === page.id).map((row) => ({ locale: row.locale, text: row.title })),
      ),
      questions: questions
        .filter((question) => question.pageId === page.id)
        .map((question) => ({
          id: question.id,
          type: question.type,
          required: question.required,
          dimension_id: question.dimensionId,
          importance: question.importance,
          is_nps: question.isNps,
          report_group: question.reportGroup as TReportGroup | null,
          texts: textsByLocale(questionTexts.filter((row) => row.questionId === question.id)),
          options: options
            .filter((option) => option.questionId === question.id)
            .map((option) => ({
              id: option.id,
              texts: textsByLocale(optionTexts.filter((row) => row.optionId === option.id)),
              is_open: option.isOpen,
              exclude_others: option.excludeOthers,
              route_to_page: option.routeToPage,
              route_to_url: option.routeToUrl,
              score: option.score,
            })),
        })),
    })),
  };
}
