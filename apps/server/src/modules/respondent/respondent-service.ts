import { isActive } from '@peil/contract/domain';
import type { TContentLocale } from '@peil/contract/locales';
import { LIMITS } from '@peil/contract/limits';
import { ZResponseKey } from '@peil/contract/broadcasts';
import type { TSavePageResponseRequest } from '@peil/contract/respondent';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.js';
import { mailingLists, respondents, type Survey } from '../../db/schema.js';
import { AppError, forbidden, notFound, unauthenticated } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { validatePageAnswers, type PageRows } from './answer-validation.js';
import {
  addStoredAnswer,
  countSave,
  findRespondentOfToken,
  findStoredAnswers,
  replacePageAnswers,
  saveRateKey,
  type RespondentOfToken,
  type SaveCount,
  type SaveRateLimit,
} from './page-answers-store.js';
import type { PageSaveBatcher, RespondentReader } from './page-save-batcher.js';
import { createRespondentToken, surveyOfToken } from './respondent-token.js';
import { isRouteComplete, isRouteEnd, type StoredAnswer } from './route-completion.js';
import { assertSurveyActive } from './survey-status.js';
import type { SurveyStructureCache } from './survey-structure-cache.js';

/** The list key of an invitation link when it is well formed; anything else counts nothing. */
function invitationListKey(list: string | undefined): string | null {
  const key = ZResponseKey.safeParse(list);
  return key.success ? key.data.toLowerCase() : null;
}

/**
 * A new anonymous respondent; only the hash of its token is kept. Came they by a list's
 * invitation link, that list counts one begun questionnaire; the respondent row does not record
 * the list. The token names the survey (see createRespondentToken).
 */
export async function createRespondent(db: Db, survey: Survey, locale: TContentLocale, list?: string): Promise<string> {
  assertSurveyActive(survey);
  const token = createRespondentToken(survey.id);
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
  } else {
    await db.transaction(async (tx) => {
      await tx.insert(respondents).values(respondent);
      await tx
        .update(mailingLists)
        .set({ startedCount: sql`${mailingLists.startedCount} + 1` })
        .where(and(eq(mailingLists.responseKey, listKey), eq(mailingLists.surveyId, survey.id)));
    });
  }
  return token;
}

export type SaveCaches = {
  structures: SurveyStructureCache;
  /** The respondents of saves that could not be written by token alone, read together under load. */
  reads: RespondentReader;
  /** Page saves that check the token while they write, written together under load. */
  writes: PageSaveBatcher;
};

/**
 * A token's page saves allowed per window. `onCount` hears every count, the refused one
 * included, before the save goes on or is refused (the route sets the rate-limit headers).
 */
export type SaveLimit = { max: number; windowMs: number; onCount(count: SaveCount): void };

/**
 * Stores one page of answers, replacing what this respondent saved for the page before, so a
 * retried or repeated save never duplicates answers. Nothing is stored when any answer is
 * refused or the token's saves are over the limit. A save of a page that does not end the route
 * is one statement that finds the respondent by its token, counts, checks and writes (see
 * saveByToken); only a token that does not name its survey, or a survey this process has not
 * loaded yet, reads the respondent first. A save that may end the route, and one that is
 * refused, count the save, read what they need, then write or answer why not.
 */
export async function savePageResponse(
  database: Database,
  caches: SaveCaches,
  request: TSavePageResponseRequest,
  limit: SaveLimit,
): Promise<{ finished: boolean }> {
  const tokenHash = hashToken(request.token);
  const rateLimit = { key: saveRateKey(tokenHash), windowMs: limit.windowMs, max: limit.max };
  const counted = (count: SaveCount) => {
    limit.onCount(count);
    if (count.count > limit.max) throw tooManySaves(count);
  };
  let known = await saveByToken(caches, tokenHash, surveyOfToken(request.token), request, rateLimit);
  let respondent: RespondentOfToken | null = null;
  if (!known) {
    // Read without counting, then saved by token, so that a busy process writes it together
    // with the others.
    respondent = await caches.reads.run(tokenHash);
    if (respondent?.valid && isActive({ status: respondent.surveyStatus })) {
      await caches.structures.get(respondent.surveyId, respondent.structureVersion);
      known = await saveByToken(caches, tokenHash, respondent.surveyId, request, rateLimit);
    }
  }
  if (known) {
    counted(known.count);
    if (known.ok) return { finished: false };
    respondent = await findRespondentOfToken(database, tokenHash);
  } else counted(await countSave(database, rateLimit));
  if (!respondent || !respondent.valid) throw unauthenticated('The respondent token is unknown or expired.');
  if (!isActive({ status: respondent.surveyStatus })) throw forbidden('This survey is not active.');
  const structure = await caches.structures.get(respondent.surveyId, respondent.structureVersion);
  const questions = structure.pages.get(request.page);
  if (questions === undefined) throw notFound(`The survey has no page ${request.page}.`);
  const rows = validatePageAnswers(questions, request.answers);
  const pageAnswers = answersOfPage(rows);
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

/**
 * The save by token of a respondent of `surveyId`, against the structure this process last
 * loaded for the survey: one statement that finds the respondent and checks token, survey and
 * structure version while it writes. Undefined, with nothing written, whenever anything is in
 * doubt (no survey or structure known, a structure that may be stale refusing an answer, a page
 * that may end the route); `ok` false when a check failed. The caller then reads the respondent
 * and answers as on any other save.
 */
async function saveByToken(
  caches: SaveCaches,
  tokenHash: string,
  surveyId: number | null,
  request: TSavePageResponseRequest,
  limit: SaveRateLimit & { max: number },
): Promise<{ ok: boolean; count: SaveCount } | undefined> {
  const latest = surveyId === null ? undefined : caches.structures.latest(surveyId);
  if (surveyId === null || !latest) return undefined;
  const structure = await latest.structure.catch(() => undefined);
  const questions = structure?.pages.get(request.page);
  if (!structure || !questions) return undefined;
  let rows: PageRows;
  try {
    rows = validatePageAnswers(questions, request.answers);
  } catch {
    return undefined;
  }
  if (isRouteEnd(structure, request.page, answersOfPage(rows))) return undefined;
  return caches.writes.run({
    write: {
      surveyId,
      questionIds: questions.map((question) => question.id),
      rows,
      tokenHash,
      structureVersion: latest.version,
    },
    limit,
  });
}

/** The answer @fastify/rate-limit gives on the other limited routes, with the same message. */
function tooManySaves(count: SaveCount): AppError {
  const seconds = Math.ceil(count.ttlMs / 1000);
  const [amount, unit] = seconds >= 60 ? [Math.round(seconds / 60), 'minute'] : [seconds, 'second'];
  return new AppError('too_many_requests', `Rate limit exceeded, retry in ${amount} ${unit}${amount === 1 ? '' : 's'}`);
}

function answersOfPage(rows: PageRows): Map<number, StoredAnswer> {
  const pageAnswers = new Map<number, StoredAnswer>();
  for (const row of rows.answers) addStoredAnswer(pageAnswers, row.questionId, row.optionId, row.numberValue);
  for (const row of rows.texts) addStoredAnswer(pageAnswers, row.questionId, row.optionId, null);
  return pageAnswers;
}
