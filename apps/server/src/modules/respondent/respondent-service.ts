import type { TContentLocale } from '@peil/contract/locales';
import { LIMITS } from '@peil/contract/limits';
import { ZResponseKey } from '@peil/contract/broadcasts';
import type { TSavePageResponseRequest } from '@peil/contract/respondent';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.js';
import { mailingLists, respondents, type Survey } from '../../db/schema.js';
import { forbidden, notFound, unauthenticated } from '../../lib/errors.js';
import { createToken, hashToken } from '../../lib/tokens.js';
import { validatePageAnswers } from './answer-validation.js';
import { addStoredAnswer, findRespondentOfToken, findStoredAnswers, replacePageAnswers } from './page-answers-store.js';
import { isRouteComplete, isRouteEnd, type StoredAnswer } from './route-completion.js';
import type { SurveyStructureCache } from './survey-structure-cache.js';

export const SURVEY_ACTIVE = 1;

export function assertSurveyActive(survey: Survey): void {
  if (survey.status !== SURVEY_ACTIVE) throw forbidden('This survey is not active.');
}

/** The list key of an invitation link when it is well formed; anything else counts nothing. */
function invitationListKey(list: string | undefined): string | null {
  const key = ZResponseKey.safeParse(list);
  return key.success ? key.data.toLowerCase() : null;
}

/**
 * A new anonymous respondent; only the hash of its token is kept. Came they by a list's
 * invitation link, that list counts one begun questionnaire; the respondent row does not record
 * the list.
 */
export async function createRespondent(db: Db, survey: Survey, locale: TContentLocale, list?: string): Promise<string> {
  assertSurveyActive(survey);
  const token = createToken();
  const respondent = {
    surveyId: survey.id,
    locale,
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(Date.now() + LIMITS.respondentTokenHours * 3_600_000),
  };
  const listKey = invitationListKey(list);
  // Most respondents come without a list: for them one insert, no transaction around it.
  if (listKey === null) {
    await db.insert(respondents).values(respondent);
    return token;
  }
  await db.transaction(async (tx) => {
    await tx.insert(respondents).values(respondent);
    await tx
      .update(mailingLists)
      .set({ startedCount: sql`${mailingLists.startedCount} + 1` })
      .where(and(eq(mailingLists.responseKey, listKey), eq(mailingLists.surveyId, survey.id)));
  });
  return token;
}

/**
 * Stores one page of answers, replacing what this respondent saved for the page before, so a
 * retried or repeated save never duplicates answers. Nothing is stored when any answer is
 * refused. On a warm structure cache this is two statements (see page-answers-store.ts), and a
 * third on the page where the respondent's route ends: only there can they have finished.
 */
export async function savePageResponse(
  database: Database,
  structures: SurveyStructureCache,
  request: TSavePageResponseRequest,
): Promise<{ finished: boolean }> {
  const respondent = await findRespondentOfToken(database, hashToken(request.token));
  if (!respondent || !respondent.valid) throw unauthenticated('The respondent token is unknown or expired.');
  if (respondent.surveyStatus !== SURVEY_ACTIVE) throw forbidden('This survey is not active.');
  const structure = await structures.get(respondent.surveyId, respondent.structureVersion);
  const questions = structure.pages.get(request.page);
  if (questions === undefined) throw notFound(`The survey has no page ${request.page}.`);
  const rows = validatePageAnswers(questions, request.answers);
  const pageAnswers = new Map<number, StoredAnswer>();
  for (const row of rows.answers) addStoredAnswer(pageAnswers, row.questionId, row.optionId, row.numberValue);
  for (const row of rows.texts) addStoredAnswer(pageAnswers, row.questionId, row.optionId, null);
  let finished = false;
  if (isRouteEnd(structure, request.page, pageAnswers)) {
    const answered = await findStoredAnswers(database, respondent.id);
    for (const question of questions) answered.delete(question.id);
    for (const [questionId, answer] of pageAnswers) answered.set(questionId, answer);
    finished = isRouteComplete(structure, answered);
  }
  await replacePageAnswers(database, {
    respondentId: respondent.id,
    surveyId: respondent.surveyId,
    questionIds: questions.map((question) => question.id),
    rows,
    finished,
    listKey: invitationListKey(request.list),
  });
  return { finished };
}
