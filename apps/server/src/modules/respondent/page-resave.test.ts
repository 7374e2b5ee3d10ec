import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUESTION_TYPE } from '@peil/contract/domain';
import type { Database } from '../../db/database.js';
import { buildSurveyWithQuestions, respondentIdOfToken, type BuiltSurvey } from '../../test/factories.js';
import { laneThrough } from '../../test/lane-through.js';
import { openTestDatabase } from '../../test/test-database.js';
import { replacePageAnswers } from './page-answers-store.js';
import { createRespondent, savePageResponse, type SaveCaches } from './respondent-service.js';
import { createPageSaveBatcher, createRespondentReader } from './page-save-batcher.js';
import { SurveyStructureCache } from './survey-structure-cache.js';

type StoredRow = { table: string; id: string; optionId: number | null; text: string | null; answeredAt: string };

/**
 * Respondents go back a page and forward again, and every forward saves the page: what they
 * send again is kept as it was, with the time it was first given; only what changed is written.
 */
describe('a page saved again', () => {
  let database: Database;
  let built: BuiltSurvey;
  let caches: SaveCaches;
  /** The answer-writing statements the saves sent. */
  let writes: string[];
  let counted: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    built = await buildSurveyWithQuestions(database, {
      pages: [
        [{ type: QUESTION_TYPE.multipleChoice, options: [{}, {}, {}] }, { type: QUESTION_TYPE.openTextArea }],
        [{ type: QUESTION_TYPE.singleChoice, options: [{}] }],
      ],
    });
    counted = laneThrough(database, (text, params) => {
      if (text.includes('insert into answers')) writes.push(text);
      return database.lane.raw(text, params);
    });
  });
  afterAll(() => database.close());
  beforeEach(() => {
    writes = [];
    caches = {
      structures: new SurveyStructureCache(database.db),
      reads: createRespondentReader(counted),
      writes: createPageSaveBatcher(counted),
    };
  });

  const options = () => built.pages[0]!.questions[0]!.optionIds as [number, number, number];
  const save = (token: string, chosen: number[], text: string) =>
    savePageResponse(
      counted,
      caches,
      {
        token,
        page: 1,
        answers: [
          { position: 1, answer: { options: chosen } },
          { position: 2, answer: text },
        ],
      },
      { max: 60, windowMs: 60_000, onCount: () => {} },
    );
  const respondentOf = (token: string) => respondentIdOfToken(database, token);
  const storedRows = (respondentId: number) =>
    database.raw<StoredRow>(
      `select 'answer' as "table", id::text, option_id as "optionId", null as text, answered_at::text as "answeredAt"
       from answers where respondent_id = $1::bigint
       union all
       select 'text', id::text, option_id, text, answered_at::text from answer_texts where respondent_id = $1::bigint
       order by 1, 3, 4`,
      [respondentId],
    );
  /** Moves a respondent's rows a day back, as if given yesterday: a row kept keeps that time. */
  const givenYesterday = (respondentId: number) =>
    database.raw(
      `with a as (update answers set answered_at = answered_at - interval '1 day' where respondent_id = $1::bigint)
       update answer_texts set answered_at = answered_at - interval '1 day' where respondent_id = $1::bigint`,
      [respondentId],
    );

  it('keeps the answers and texts sent again, with their time, and replaces only what changed', async () => {
    const [a, b, c] = options();
    const token = await createRespondent(database.db, built.survey, 'nl');
    await save(token, [a, b], 'Fine');
    const respondent = await respondentOf(token);
    await givenYesterday(respondent);
    const before = await storedRows(respondent);
    expect(before.map((row) => row.optionId ?? row.text)).toEqual([a, b, 'Fine']);

    await save(token, [a, b], 'Fine');
    expect(await storedRows(respondent)).toEqual(before);

    await save(token, [b, c], 'Fine');
    const after = await storedRows(respondent);
    expect(after.map((row) => row.optionId ?? row.text)).toEqual([b, c, 'Fine']);
    // b and the text are the same rows as before; a is gone; c is new, given now.
    expect(after[0]).toEqual(before[1]);
    expect(after[2]).toEqual(before[2]);
    expect(after[1]!.id).not.toBe(before[0]!.id);
    expect(new Date(after[1]!.answeredAt).getTime()).toBeGreaterThan(new Date(before[1]!.answeredAt).getTime());

    await save(token, [c], 'Better');
    const changed = await storedRows(respondent);
    expect(changed.map((row) => row.optionId ?? row.text)).toEqual([c, 'Better']);
    expect(changed[0]).toEqual(after[1]);
  });

  it('does the same for saves written together in one statement', async () => {
    const [a, b, c] = options();
    await save(await createRespondent(database.db, built.survey, 'nl'), [a], 'Loads the structure');
    const tokens = await Promise.all(
      Array.from({ length: 8 }, () => createRespondent(database.db, built.survey, 'nl')),
    );
    await Promise.all(tokens.map((token) => save(token, [a, b], 'Fine')));
    const respondents = await Promise.all(tokens.map(respondentOf));
    for (const respondent of respondents) await givenYesterday(respondent);
    const before = await Promise.all(respondents.map(storedRows));
    writes = [];

    // Half send the page again as it was, half change one option.
    await Promise.all(tokens.map((token, i) => save(token, i % 2 === 0 ? [a, b] : [a, c], 'Fine')));

    expect(writes.length).toBeLessThan(tokens.length);
    for (const [i, respondent] of respondents.entries()) {
      const rows = await storedRows(respondent);
      if (i % 2 === 0) expect(rows).toEqual(before[i]);
      else {
        expect(rows.map((row) => row.optionId ?? row.text)).toEqual([a, c, 'Fine']);
        expect([rows[0], rows[2]]).toEqual([before[i]![0], before[i]![2]]);
      }
    }
  });

  it('keeps them too when the page ends the route and marks the respondent finished', async () => {
    const [, , c] = options();
    const token = await createRespondent(database.db, built.survey, 'nl');
    await save(token, [c], 'Fine');
    const respondent = await respondentOf(token);
    await givenYesterday(respondent);
    const before = await storedRows(respondent);
    await replacePageAnswers(database, {
      respondentId: String(respondent),
      surveyId: built.survey.id,
      questionIds: built.pages[0]!.questions.map((question) => question.id),
      rows: { answers: [{ questionId: built.pages[0]!.questions[0]!.id, optionId: c, numberValue: null }], texts: [] },
      finished: true,
      listKey: null,
    });
    const after = await storedRows(respondent);
    expect(after).toEqual(before.slice(0, 1));
    const [row] = await database.raw<{ finished: boolean }>(
      'select finished_at is not null as finished from respondents where id = $1::bigint',
      [respondent],
    );
    expect(row!.finished).toBe(true);
  });
});
