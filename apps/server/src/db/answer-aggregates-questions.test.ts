import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPE } from '@peil/contract/domain';
import { openTestDatabase } from '../test/test-database.js';
import { buildOrganization, buildSurveyWithQuestions, type BuiltQuestion } from '../test/factories.js';
import { replacePageAnswers } from '../modules/respondent/page-answers-store.js';
import { findPreAggregateDifferences, foldAnswerChanges } from './answer-aggregates.js';
import type { Database } from './database.js';

/**
 * The pre-aggregates of migration 0023: respondents per multiple-choice question (once however
 * many options they chose) and open texts per question and day, kept by the triggers through
 * the app's page save, direct writes, deletes and changes of the questions.
 */
describe('the multiple-choice respondents and open-text counts', () => {
  let database: Database;
  let surveyId: number;
  let choice: BuiltQuestion;
  let open: BuiltQuestion;
  let single: BuiltQuestion;
  const respondents: number[] = [];

  const differing = async () => {
    const differences = await findPreAggregateDifferences(database);
    return Object.fromEntries(Object.entries(differences).filter(([, rows]) => rows !== 0));
  };
  const singleDays = () =>
    database.raw<{ day: string; respondents: number }>(
      `select day::text, respondents from single_day_question_respondent_counts where question_id = $1 order by day`,
      [choice.id],
    );
  const multiDay = () =>
    database.raw<{ respondent_id: number }>(
      'select respondent_id::int from multi_day_question_respondents where question_id = $1 order by 1',
      [choice.id],
    );
  const textDays = () =>
    database.raw<{ day: string; texts: number }>(
      'select day::text, texts::int from answer_text_day_counts where question_id = $1 order by day',
      [open.id],
    );
  const addRespondent = async (day: string) => {
    const [row] = await database.raw<{ id: number }>(
      `insert into respondents (survey_id, locale, token_hash, token_expires_at, started_at)
       values ($1, 'en', md5(random()::text), now(), $2::timestamptz) returning id::int`,
      [surveyId, `${day}T12:00:00Z`],
    );
    respondents.push(row!.id);
    return row!.id;
  };
  /** A respondent's answers given on `day` (noon UTC): the chosen options and a text. */
  const answerOn = async (respondent: number, day: string, options: number[], text?: string) => {
    if (options.length > 0)
      await database.raw(
        `insert into answers (respondent_id, survey_id, question_id, option_id, answered_at)
         select $1, $2, $3, o, $5::timestamptz from unnest($4::int[]) o`,
        [respondent, surveyId, choice.id, `{${options.join(',')}}`, `${day}T12:00:00Z`],
      );
    if (text)
      await database.raw(
        `insert into answer_texts (respondent_id, survey_id, question_id, text, answered_at)
         values ($1, $2, $3, $4, $5::timestamptz)`,
        [respondent, surveyId, open.id, text, `${day}T12:00:00Z`],
      );
  };
  const savePage = (respondent: number, options: number[], texts: string[]) =>
    replacePageAnswers(database, {
      respondentId: String(respondent),
      surveyId,
      questionIds: [choice.id, open.id, single.id],
      rows: {
        answers: options.map((optionId) => ({ questionId: choice.id, optionId, numberValue: null })),
        texts: texts.map((text) => ({ questionId: open.id, optionId: null, text })),
      },
      finished: false,
      listKey: null,
    });

  beforeAll(async () => {
    database = await openTestDatabase({ timeZone: 'Europe/Amsterdam' });
    const organization = await buildOrganization(database);
    const built = await buildSurveyWithQuestions(database, {
      organizationId: organization.id,
      pages: [
        [
          { type: QUESTION_TYPE.multipleChoice, options: [{}, {}, {}] },
          { type: QUESTION_TYPE.openTextArea },
          { type: QUESTION_TYPE.singleChoice, options: [{}, {}] },
        ],
      ],
    });
    surveyId = built.survey.id;
    [choice, open, single] = built.pages[0]!.questions as [BuiltQuestion, BuiltQuestion, BuiltQuestion];
    const [a, b, c] = choice.optionIds as [number, number, number];
    await answerOn(await addRespondent('2026-03-01'), '2026-03-01', [a, b, c], 'Fine');
    await answerOn(await addRespondent('2026-03-01'), '2026-03-01', [b], 'Slow');
    await answerOn(await addRespondent('2026-03-02'), '2026-03-02', [a, c]);
    await answerOn(await addRespondent('2026-03-02'), '2026-03-02', [], 'Only text');
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('count a respondent once per question however many options they chose', async () => {
    expect(await differing()).toEqual({});
    expect(await singleDays()).toEqual([
      { day: '2026-03-01', respondents: 2 },
      { day: '2026-03-02', respondents: 1 },
    ]);
    expect(await multiDay()).toEqual([]);
    expect(await textDays()).toEqual([
      { day: '2026-03-01', texts: 2 },
      { day: '2026-03-02', texts: 1 },
    ]);
  });

  it('follow page saves, which keep the answers sent again and replace the others', async () => {
    const [first, second] = respondents as [number, number];
    const [a, b, c] = choice.optionIds as [number, number, number];
    // The first respondent keeps option b, given on 2026-03-01, drops a and c, and replaces the text.
    await savePage(first, [b], ['Better now', 'And more']);
    expect(await differing()).toEqual({});
    expect(await singleDays()).toContainEqual({ day: '2026-03-01', respondents: 2 });
    expect(await textDays()).toContainEqual({ day: '2026-03-01', texts: 1 });
    await savePage(second, [], []);
    // b dropped now; a and c given today.
    await savePage(first, [a, c], []);
    expect(await differing()).toEqual({});
    expect(await singleDays()).not.toContainEqual(expect.objectContaining({ day: '2026-03-01' }));
    expect((await textDays()).map((row) => row.day)).toEqual(['2026-03-02']);
  });

  it('list a respondent whose options fall on several days, and forget them again', async () => {
    const [, , third] = respondents as [number, number, number];
    await database.raw(
      `update answers set answered_at = answered_at + interval '40 days'
       where id = (select min(id) from answers where respondent_id = $1 and question_id = $2)`,
      [third, choice.id],
    );
    expect(await differing()).toEqual({});
    expect(await multiDay()).toEqual([{ respondent_id: third }]);
    expect(await singleDays()).not.toContainEqual(expect.objectContaining({ day: '2026-03-02' }));
    await database.raw(`update answer_texts set answered_at = answered_at - interval '1 day' where survey_id = $1`, [
      surveyId,
    ]);
    expect(await differing()).toEqual({});
    await database.raw('delete from answers where respondent_id = $1 and question_id = $2 and answered_at < $3', [
      third,
      choice.id,
      '2026-03-10',
    ]);
    expect(await differing()).toEqual({});
    expect(await multiDay()).toEqual([]);
    expect(await singleDays()).toContainEqual({ day: '2026-04-11', respondents: 1 });
  });

  it('follow respondents removed by the admin, in one statement', async () => {
    const fifth = await addRespondent('2026-05-01');
    await answerOn(fifth, '2026-05-01', choice.optionIds, 'Late');
    await answerOn(fifth, '2026-05-03', [], 'Later');
    await database.raw(
      `insert into answers (respondent_id, survey_id, question_id, option_id, answered_at)
       values ($1, $2, $3, $4, '2026-05-03T12:00:00Z')`,
      [fifth, surveyId, single.id, single.optionIds[0]],
    );
    expect(await differing()).toEqual({});
    await database.raw('delete from respondents where id = any($1::bigint[])', [[fifth, respondents[2]]]);
    expect(await differing()).toEqual({});
    expect(await multiDay()).toEqual([]);
  });

  it('follow a question that stops and starts being multiple choice, a deleted option and question', async () => {
    const sixth = await addRespondent('2026-06-01');
    await answerOn(sixth, '2026-06-01', choice.optionIds.slice(0, 2), 'Summer');
    await database.raw('update questions set type = $2 where id = $1', [choice.id, QUESTION_TYPE.singleChoice]);
    expect(await differing()).toEqual({});
    expect(await singleDays()).toEqual([]);
    await database.raw('update questions set type = $2 where id = $1', [choice.id, QUESTION_TYPE.multipleChoice]);
    expect(await differing()).toEqual({});
    expect(await singleDays()).toContainEqual({ day: '2026-06-01', respondents: 1 });
    await database.raw('delete from question_options where id = $1', [choice.optionIds[0]]);
    expect(await differing()).toEqual({});
    await database.raw('delete from questions where id = any($1::int[])', [[choice.id, open.id]]);
    expect(await differing()).toEqual({});
    expect(await singleDays()).toEqual([]);
    expect(await textDays()).toEqual([]);
  });

  it('go with a deleted survey, and are built again by rebuild_answer_aggregates', async () => {
    const other = await buildSurveyWithQuestions(database, {
      pages: [[{ type: QUESTION_TYPE.multipleChoice, options: [{}, {}] }, { type: QUESTION_TYPE.text }]],
    });
    const [question, text] = other.pages[0]!.questions as [BuiltQuestion, BuiltQuestion];
    const [respondent] = await database.raw<{ id: number }>(
      `insert into respondents (survey_id, locale, token_hash, token_expires_at) values ($1, 'en', 'other', now())
       returning id::int`,
      [other.survey.id],
    );
    await database.raw(
      `insert into answers (respondent_id, survey_id, question_id, option_id) select $1, $2, $3, o from unnest($4::int[]) o`,
      [respondent!.id, other.survey.id, question.id, `{${question.optionIds.join(',')}}`],
    );
    await database.raw(
      `insert into answer_texts (respondent_id, survey_id, question_id, text) values ($1, $2, $3, 'x')`,
      [respondent!.id, other.survey.id, text.id],
    );
    await foldAnswerChanges(database, [other.survey.id]);
    await database.raw(`update single_day_question_respondent_counts set respondents = 99`);
    await database.raw(`update answer_text_day_counts set texts = 99`);
    // A text still pending when the rebuild runs: the rebuild leaves it to the fold after it.
    await database.raw(
      `insert into answer_texts (respondent_id, survey_id, question_id, text) values ($1, $2, $3, 'y')`,
      [respondent!.id, other.survey.id, text.id],
    );
    await database.raw('select rebuild_answer_aggregates(null)');
    expect(await database.raw('select count(*)::int as n from answer_changes')).toEqual([{ n: 1 }]);
    expect(await differing()).toEqual({});
    await database.raw('delete from surveys where id = $1', [surveyId]);
    expect(await differing()).toEqual({});
    const left = await database.raw<{ survey_id: number }>(
      `select survey_id from single_day_question_respondent_counts
       union all select survey_id from answer_text_day_counts
       union all select survey_id from respondent_question_days`,
    );
    expect(left.map((row) => row.survey_id)).toEqual([other.survey.id, other.survey.id, other.survey.id]);
  });
});
