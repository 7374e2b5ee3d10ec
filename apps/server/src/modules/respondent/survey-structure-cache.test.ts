import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import * as t from '../../db/schema.js';
import { buildSurveyWithQuestions } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { SurveyStructureCache } from './survey-structure-cache.js';

describe('SurveyStructureCache', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gives the questions per page and keeps them while the version stays the same', async () => {
    const built = await buildSurveyWithQuestions(database, {
      pages: [[{ type: 1, required: true, options: [{ score: 4 }, { isOpen: true, excludeOthers: true }] }], []],
    });
    const cache = new SurveyStructureCache(database.db);
    const version = built.pages[1]!.id;
    const structure = await cache.get(built.survey.id, version);
    const [question] = built.pages[0]!.questions;
    expect([...structure.pages.keys()].sort()).toEqual([1, 2]);
    expect(structure.pages.get(2)).toEqual([]);
    expect(structure.pages.get(1)).toEqual([
      {
        id: question!.id,
        position: 1,
        type: 1,
        required: true,
        options: [
          {
            id: question!.optionIds[0],
            isOpen: false,
            excludeOthers: false,
            score: 4,
            routeToPage: null,
            routeToUrl: null,
          },
          {
            id: question!.optionIds[1],
            isOpen: true,
            excludeOthers: true,
            score: null,
            routeToPage: null,
            routeToUrl: null,
          },
        ],
      },
    ]);

    // A change the version does not show is not seen; a new version is loaded afresh.
    await database.db.update(t.questions).set({ required: false }).where(eq(t.questions.id, question!.id));
    expect(await cache.get(built.survey.id, version)).toBe(structure);
    const reloaded = await cache.get(built.survey.id, version + 1);
    expect(reloaded).not.toBe(structure);
    expect(reloaded.pages.get(1)![0]!.required).toBe(false);
  });

  it('leaves archived questions out', async () => {
    const built = await buildSurveyWithQuestions(database, { pages: [[{ type: 5 }, { type: 8 }]] });
    const [archived] = built.pages[0]!.questions;
    await database.db
      .update(t.questions)
      .set({ pageId: null, archivedAt: new Date() })
      .where(eq(t.questions.id, archived!.id));
    const structure = await new SurveyStructureCache(database.db).get(built.survey.id, built.pages[0]!.id);
    expect(structure.pages.get(1)!.map((question) => question.type)).toEqual([8]);
  });
});
