import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import * as t from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';
import {
  buildRespondent,
  buildSurveyWithQuestions,
  respondentIdOfToken,
  type BuiltSurvey,
} from '../../test/factories.js';
import { laneThrough } from '../../test/lane-through.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { SaveCount } from './page-answers-store.js';
import { createRespondent, savePageResponse, type SaveCaches, type SaveLimit } from './respondent-service.js';
import { surveyOfToken } from './respondent-token.js';
import { createPageSaveBatcher, createRespondentReader } from './page-save-batcher.js';
import { SurveyStructureCache } from './survey-structure-cache.js';

describe('a page save', () => {
  let database: Database;
  let built: BuiltSurvey;
  /** The statements saves send (they go through the lane; structure loads do not). */
  let statements: string[];
  let counted: Database;
  let caches: SaveCaches;
  /** What each save counted against its token's limit. */
  let counts: SaveCount[];
  const limit: SaveLimit = { max: 60, windowMs: 60_000, onCount: (count) => counts.push(count) };

  beforeAll(async () => {
    database = await openTestDatabase();
    built = await buildSurveyWithQuestions(database, {
      pages: [[{ type: 1, options: [{ score: 4 }, { score: 0 }] }], [{ type: 1, options: [{ score: 4 }] }]],
    });
    counted = laneThrough(database, (text, params) => {
      statements.push(text);
      return database.lane.raw(text, params);
    });
  });
  afterAll(() => database.close());
  beforeEach(() => {
    statements = [];
    counts = [];
    caches = {
      structures: new SurveyStructureCache(database.db),
      reads: createRespondentReader(counted),
      writes: createPageSaveBatcher(counted),
    };
  });

  const question = () => built.pages[0]!.questions[0]!;
  const answer = (optionIndex: number) => [{ position: 1, answer: { option: question().optionIds[optionIndex]! } }];
  const save = (token: string, optionIndex: number) =>
    savePageResponse(counted, caches, { token, page: 1, answers: answer(optionIndex) }, limit);
  const storedOption = async (token: string) => {
    const respondentId = await respondentIdOfToken(database, token);
    const rows = await database.db.select().from(t.answers).where(eq(t.answers.respondentId, respondentId));
    return rows.map((row) => row.optionId);
  };
  const setSurvey = (values: Partial<typeof t.surveys.$inferInsert>) =>
    database.db.update(t.surveys).set(values).where(eq(t.surveys.id, built.survey.id));

  it('reads the respondent on the first save only; later saves check the token while they write', async () => {
    const token = await createRespondent(database.db, built.survey, 'nl');
    await save(token, 0);
    // The respondent is read without counting; the write counts the save, as a later one does.
    expect(statements).toHaveLength(2);
    expect(statements[0]).not.toContain('rate_limits');
    expect(statements[1]).toContain('rate_limits');
    expect(statements[1]).toContain('insert into answers');
    expect(await storedOption(token)).toEqual([question().optionIds[0]]);

    statements = [];
    expect(await save(token, 1)).toEqual({ finished: false });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('rate_limits');
    expect(await storedOption(token)).toEqual([question().optionIds[1]]);
    expect(counts.map((count) => count.count)).toEqual([1, 2]);
    expect(counts[1]!.ttlMs).toBeGreaterThan(0);
    expect(counts[1]!.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it("writes a respondent's first save in one statement once the survey's structure is loaded", async () => {
    // Another respondent's save loads the survey's structure.
    await save(await createRespondent(database.db, built.survey, 'nl'), 0);
    const token = await createRespondent(database.db, built.survey, 'nl');
    statements = [];
    expect(await save(token, 1)).toEqual({ finished: false });
    expect(statements).toHaveLength(1);
    expect(await storedOption(token)).toEqual([question().optionIds[1]]);
    // Through an invitation list as well.
    const invited = await createRespondent(database.db, built.survey, 'nl', crypto.randomUUID());
    statements = [];
    await save(invited, 0);
    expect(statements).toHaveLength(1);
    expect(await storedOption(invited)).toEqual([question().optionIds[0]]);
  });

  it('names the survey in the token, and refuses a token whose survey was changed', async () => {
    const token = await createRespondent(database.db, built.survey, 'nl');
    expect(surveyOfToken(token)).toBe(built.survey.id);
    await save(token, 0);
    const other = await buildSurveyWithQuestions(database, { pages: [[{ type: 1, options: [{ score: 1 }] }]] });
    const moved = token.replace(/^\d+\./, `${other.survey.id}.`);
    await expect(save(moved, 0)).rejects.toMatchObject({ statusCode: 401 });
    expect(await storedOption(token)).toEqual([question().optionIds[0]]);
  });

  it("refuses answers meant for the survey a token names when the respondent is another survey's", async () => {
    // A token whose hash is a respondent's of one survey while it names another whose structure
    // is loaded: the write checks the respondent's survey itself, so the answers are validated
    // against the respondent's own survey and refused, not written under the other's questions.
    const other = await buildSurveyWithQuestions(database, {
      pages: [[{ type: 1, options: [{ score: 1 }] }], [{ type: 1, options: [{ score: 1 }] }]],
    });
    const otherOption = other.pages[0]!.questions[0]!.optionIds[0]!;
    const saveOther = (token: string) =>
      savePageResponse(
        counted,
        caches,
        { token, page: 1, answers: [{ position: 1, answer: { option: otherOption } }] },
        limit,
      );
    await saveOther(await createRespondent(database.db, other.survey, 'nl'));
    const token = `${other.survey.id}.${crypto.randomBytes(32).toString('base64url')}`;
    await buildRespondent(database, built.survey.id, token);
    await expect(saveOther(token)).rejects.toMatchObject({ statusCode: 400 });
    expect(await storedOption(token)).toEqual([]);
    // Its own survey's answers it saves.
    await save(token, 1);
    expect(await storedOption(token)).toEqual([question().optionIds[1]]);
  });

  it('still saves with a token made before tokens named their survey, reading its respondent first', async () => {
    await save(await createRespondent(database.db, built.survey, 'nl'), 0);
    const token = crypto.randomBytes(32).toString('base64url');
    await buildRespondent(database, built.survey.id, token);
    for (const option of [0, 1]) {
      statements = [];
      expect(await save(token, option)).toEqual({ finished: false });
      expect(statements).toHaveLength(2);
      expect(await storedOption(token)).toEqual([question().optionIds[option]]);
    }
  });

  it('refuses the 61st save of a token within the minute and writes nothing', async () => {
    const token = await createRespondent(database.db, built.survey, 'nl');
    for (let i = 0; i < 60; i++) await save(token, i % 2);
    expect(await storedOption(token)).toEqual([question().optionIds[1]]);
    statements = [];
    await expect(save(token, 0)).rejects.toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    // One statement counted the save and left the answers as they were.
    expect(statements).toHaveLength(1);
    expect(counts.at(-1)!.count).toBe(61);
    expect(await storedOption(token)).toEqual([question().optionIds[1]]);
    // A save in a process that has not loaded the survey is refused the same way.
    caches = { ...caches, structures: new SurveyStructureCache(database.db) };
    await expect(save(token, 0)).rejects.toMatchObject({ statusCode: 429 });
    expect(await storedOption(token)).toEqual([question().optionIds[1]]);
    // Another token is counted apart.
    const other = await createRespondent(database.db, built.survey, 'nl');
    expect(await save(other, 0)).toEqual({ finished: false });
  });

  it('refuses a later save of a stopped survey and keeps the answers', async () => {
    const token = await createRespondent(database.db, built.survey, 'nl');
    await save(token, 0);
    await setSurvey({ status: 2 });
    try {
      await expect(save(token, 1)).rejects.toMatchObject({ statusCode: 403 });
      expect(await storedOption(token)).toEqual([question().optionIds[0]]);
    } finally {
      await setSurvey({ status: 1 });
    }
  });

  it('refuses a later save with an expired token and keeps the answers', async () => {
    const token = await createRespondent(database.db, built.survey, 'nl');
    await save(token, 0);
    await database.db
      .update(t.respondents)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.respondents.tokenHash, hashToken(token)));
    await expect(save(token, 1)).rejects.toMatchObject({ statusCode: 401 });
    expect(await storedOption(token)).toEqual([question().optionIds[0]]);
  });

  it('validates against the new structure when the builder changed the survey after the last save', async () => {
    const token = await createRespondent(database.db, built.survey, 'nl');
    await save(token, 0);
    // A builder save gives every page a new id, so the highest page id (the version) changes.
    const [page] = await database.db
      .insert(t.surveyPages)
      .values({ surveyId: built.survey.id, position: 3 })
      .returning({ id: t.surveyPages.id });
    try {
      statements = [];
      await save(token, 1);
      // The one-statement write found another version and wrote nothing; the save then read
      // the respondent and the new structure, and wrote.
      expect(statements).toHaveLength(3);
      expect(await storedOption(token)).toEqual([question().optionIds[1]]);
    } finally {
      await database.db.delete(t.surveyPages).where(eq(t.surveyPages.id, page!.id));
    }
  });

  it('refuses an option the builder removed since the structure was loaded', async () => {
    const own = await buildSurveyWithQuestions(database, {
      pages: [[{ type: 1, options: [{ score: 4 }, { score: 0 }] }], [{ type: 1, options: [{ score: 4 }] }]],
    });
    const [kept, removed] = own.pages[0]!.questions[0]!.optionIds;
    const token = await createRespondent(database.db, own.survey, 'nl');
    const saveOption = (option: number) =>
      savePageResponse(counted, caches, { token, page: 1, answers: [{ position: 1, answer: { option } }] }, limit);
    await saveOption(kept!);
    await database.db.delete(t.questionOptions).where(eq(t.questionOptions.id, removed!));
    await database.db.insert(t.surveyPages).values({ surveyId: own.survey.id, position: 3 });
    // The cached structure still has the option; the write sees the new version and writes nothing.
    await expect(saveOption(removed!)).rejects.toMatchObject({ statusCode: 400 });
    expect(await storedOption(token)).toEqual([kept]);
  });

  describe('saves that arrive while a save is written', () => {
    const count = 12;
    /** New respondents' tokens; each test loads the survey's structure first, by a save. */
    const knownTokens = (survey = built.survey) =>
      Promise.all(Array.from({ length: count }, () => createRespondent(database.db, survey, 'nl')));
    const answersOf = async (respondentId: number) =>
      (await database.db.select().from(t.answers).where(eq(t.answers.respondentId, respondentId))).map(
        (row) => row.optionId,
      );
    const writes = () => statements.filter((text) => text.includes('insert into answers'));

    it('are written together, each with its own count, checks and result', async () => {
      await save(await createRespondent(database.db, built.survey, 'nl'), 0);
      const tokens = await knownTokens();
      const [limited, revoked] = tokens as [string, string];
      // The 61st save of this token within the minute, and a token its respondent no longer has.
      await database.db
        .insert(t.rateLimits)
        .values({ key: `save:${hashToken(limited)}`, points: 60, expire: new Date(Date.now() + 60_000) });
      const revokedRespondent = await respondentIdOfToken(database, revoked);
      await database.db
        .update(t.respondents)
        .set({ tokenHash: hashToken(crypto.randomUUID()) })
        .where(eq(t.respondents.id, revokedRespondent));
      statements = [];
      counts = [];

      const results = await Promise.allSettled(tokens.map((token, i) => save(token, i % 2)));

      expect(results[0]).toMatchObject({ status: 'rejected', reason: { statusCode: 429 } });
      expect(results[1]).toMatchObject({ status: 'rejected', reason: { statusCode: 401 } });
      for (const result of results.slice(2))
        expect(result).toEqual({ status: 'fulfilled', value: { finished: false } });
      // The first went alone; the others arrived while it was written.
      expect(writes().length).toBeLessThanOrEqual(count / 2);
      for (const [i, token] of tokens.entries()) {
        if (i >= 2) expect(await storedOption(token)).toEqual([question().optionIds[i % 2]]);
      }
      expect(await storedOption(limited)).toEqual([]);
      expect(await answersOf(revokedRespondent)).toEqual([]);
      expect(counts.map((saved) => saved.count).sort((a, b) => a - b)).toEqual([
        ...Array<number>(count - 1).fill(1),
        61,
      ]);
    });

    it('are written one statement at a time, however many connections the lane has', async () => {
      await save(await createRespondent(database.db, built.survey, 'nl'), 0);
      const tokens = await knownTokens();
      let writing = 0;
      let mostAtOnce = 0;
      // The lane as a pool of three connections, each statement run on the test's database.
      const pool = {
        options: { max: 3 },
        query: async ({ text, values }: { text: string; values: unknown[] }) => {
          const isWrite = text.includes('insert into answers');
          if (isWrite) mostAtOnce = Math.max(mostAtOnce, ++writing);
          try {
            return { rows: await database.lane.raw(text, values) };
          } finally {
            if (isWrite) writing--;
          }
        },
      } as unknown as pg.Pool;
      const pooled: Database = { ...database, lane: { ...database.lane, pool } };
      caches.writes = createPageSaveBatcher(pooled);

      const results = await Promise.all(
        tokens.map((token, i) => savePageResponse(pooled, caches, { token, page: 1, answers: answer(i % 2) }, limit)),
      );

      expect(results).toEqual(tokens.map(() => ({ finished: false })));
      expect(mostAtOnce).toBe(1);
      for (const [i, token] of tokens.entries())
        expect(await storedOption(token)).toEqual([question().optionIds[i % 2]]);
    });

    it('are written together also in a process that has not loaded their survey', async () => {
      const tokens = await Promise.all(
        Array.from({ length: count }, () => createRespondent(database.db, built.survey, 'nl')),
      );
      statements = [];
      counts = [];

      const results = await Promise.all(tokens.map((token, i) => save(token, i % 2)));

      expect(results).toEqual(tokens.map(() => ({ finished: false })));
      // Their respondents were read together too, without counting.
      expect(statements.filter((text) => !text.includes('rate_limits')).length).toBeLessThanOrEqual(count / 2);
      expect(writes().length).toBeLessThanOrEqual(count / 2);
      for (const [i, token] of tokens.entries())
        expect(await storedOption(token)).toEqual([question().optionIds[i % 2]]);
      expect(counts.map((saved) => saved.count)).toEqual(tokens.map(() => 1));
    });

    it('are written one by one when their statement fails, so that a bad save fails only itself', async () => {
      const own = await buildSurveyWithQuestions(database, {
        pages: [[{ type: 1, options: [{ score: 4 }, { score: 0 }] }], [{ type: 1, options: [{ score: 4 }] }]],
      });
      const [kept, removed] = own.pages[0]!.questions[0]!.optionIds as [number, number];
      const saveOption = (token: string, option: number) =>
        savePageResponse(counted, caches, { token, page: 1, answers: [{ position: 1, answer: { option } }] }, limit);
      await saveOption(await createRespondent(database.db, own.survey, 'nl'), kept);
      const tokens = await knownTokens(own.survey);
      // Removed without a builder save, so the cached structure still offers it and the version
      // is the same: only the database refuses the answer.
      await database.db.delete(t.questionOptions).where(eq(t.questionOptions.id, removed));
      statements = [];

      const results = await Promise.allSettled(tokens.map((token, i) => saveOption(token, i === 5 ? removed : kept)));

      expect(results[5]!.status).toBe('rejected');
      for (const [i, result] of results.entries()) {
        if (i !== 5) expect(result).toEqual({ status: 'fulfilled', value: { finished: false } });
      }
      for (const [i, token] of tokens.entries()) expect(await storedOption(token)).toEqual(i === 5 ? [] : [kept]);
      // The first alone, the failed batch, then its saves one by one.
      expect(writes().length).toBeGreaterThan(2);
    });
  });
});
