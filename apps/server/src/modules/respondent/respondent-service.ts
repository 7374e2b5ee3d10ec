import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TContentLocale } from '@peil/contract/locales';
import { LIMITS } from '@peil/contract/limits';
import type { TSavePageResponseRequest } from '@peil/contract/respondent';
import type { Db } from '../../db/database.js';
import { answers, answerTexts, respondents, surveys, type Survey } from '../../db/schema.js';
import { forbidden, notFound, unauthenticated } from '../../lib/errors.js';
import { createToken, hashToken } from '../../lib/tokens.js';
import { validatePageAnswers } from './answer-validation.js';
import { findLastPagePosition, findPageId, findPageQuestions } from './survey-content-queries.js';

export const SURVEY_ACTIVE = 1;

export function assertSurveyActive(survey: Survey): void {
  if (survey.status !== SURVEY_ACTIVE) throw forbidden('This survey is not active.');
}

/** A new anonymous respondent; only the hash of its token is kept. */
export async function createRespondent(db: Db, survey: Survey, locale: TContentLocale): Promise<string> {
  assertSurveyActive(survey);
  const token = createToken();
  await db.insert(respondents).values({
    surveyId: survey.id,
    locale,
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(Date.now() + LIMITS.respondentTokenHours * 3_600_000),
  });
  return token;
}

/**
 * Stores one page of answers in one transaction, replacing what this respondent saved for
 * the page before, so a retried or repeated save never duplicates answers.
 */
export async function savePageResponse(db: Db, request: TSavePageResponseRequest): Promise<{ finished: boolean }> {
  const [respondent] = await db
    .select({ id: respondents.id, surveyId: respondents.surveyId, expiresAt: respondents.tokenExpiresAt })
    .from(respondents)
    .where(eq(respondents.tokenHash, hashToken(request.token)));
  if (!respondent || respondent.expiresAt.getTime() <= Date.now()) {
    throw unauthenticated('The respondent token is unknown or expired.');
  }
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, respondent.surveyId));
  if (!survey) throw notFound('Survey not found.');
  assertSurveyActive(survey);
  const pageId = await findPageId(db, survey.id, request.page);
  if (pageId === null) throw notFound(`The survey has no page ${request.page}.`);
  const questions = await findPageQuestions(db, pageId);
  const rows = validatePageAnswers(questions, request.answers);
  const isLastPage = request.page >= (await findLastPagePosition(db, survey.id));

  const questionIds = questions.map((question) => question.id);
  const base = { respondentId: respondent.id, surveyId: survey.id };
  await db.transaction(async (tx) => {
    if (questionIds.length > 0) {
      await tx
        .delete(answers)
        .where(and(eq(answers.respondentId, respondent.id), inArray(answers.questionId, questionIds)));
      await tx
        .delete(answerTexts)
        .where(and(eq(answerTexts.respondentId, respondent.id), inArray(answerTexts.questionId, questionIds)));
    }
    if (rows.answers.length > 0) await tx.insert(answers).values(rows.answers.map((row) => ({ ...base, ...row })));
    if (rows.texts.length > 0) await tx.insert(answerTexts).values(rows.texts.map((row) => ({ ...base, ...row })));
    if (isLastPage) {
      await tx
        .update(respondents)
        .set({ finishedAt: sql`coalesce(${respondents.finishedAt}, now())` })
        .where(eq(respondents.id, respondent.id));
    }
  });
  return { finished: isLastPage };
}
