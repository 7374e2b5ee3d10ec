import { QUESTION_TYPE } from '@peil/contract/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRespondent, buildSurveyWithQuestions, type BuiltSurvey } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './database.js';

/**
 * An answer's respondent and survey are one foreign key (answerOfRespondent in schema.ts): the
 * survey of an answer or text must be its respondent's, and deleting the respondent or the survey
 * takes the answers and texts with it.
 */
describe("the answers' respondent key", () => {
  let database: Database;
  let first: BuiltSurvey;
  let second: BuiltSurvey;
  beforeAll(async () => {
    database = await openTestDatabase();
    const pages = [[{ type: QUESTION_TYPE.singleChoice, options: [{ score: 1 }] }, { type: QUESTION_TYPE.text }]];
    first = await buildSurveyWithQuestions(database, { pages });
    second = await buildSurveyWithQuestions(database, { pages });
  });
  afterAll(() => database.close());

  const respondentOf = (survey: BuiltSurvey) => buildRespondent(database, survey.survey.id);

  const [choice, text] = [0, 1];
  const answer = (respondentId: number, survey: BuiltSurvey) =>
    database.raw(`insert into answers (respondent_id, survey_id, question_id, option_id) values ($1, $2, $3, $4)`, [
      respondentId,
      survey.survey.id,
      survey.pages[0]!.questions[choice]!.id,
      survey.pages[0]!.questions[choice]!.optionIds[0],
    ]);
  const answerText = (respondentId: number, survey: BuiltSurvey) =>
    database.raw(`insert into answer_texts (respondent_id, survey_id, question_id, text) values ($1, $2, $3, 'Goed')`, [
      respondentId,
      survey.survey.id,
      survey.pages[0]!.questions[text]!.id,
    ]);
  const stored = async (respondentId: number) => {
    const [row] = await database.raw<{ answers: number; texts: number }>(
      `select (select count(*)::int from answers where respondent_id = $1) as answers,
              (select count(*)::int from answer_texts where respondent_id = $1) as texts`,
      [respondentId],
    );
    return row;
  };

  it("refuses an answer or a text whose survey is not its respondent's", async () => {
    const respondent = await respondentOf(first);
    await expect(answer(respondent, second)).rejects.toThrow(/answers_respondent_fk/);
    await expect(answerText(respondent, second)).rejects.toThrow(/answer_texts_respondent_fk/);
    expect(await stored(respondent)).toEqual({ answers: 0, texts: 0 });
  });

  it('refuses an answer of a respondent that does not exist', async () => {
    await expect(answer(2_000_000_000, first)).rejects.toThrow(/answers_respondent_fk/);
  });

  it('deletes the answers and texts of a deleted respondent, and only theirs', async () => {
    const [gone, kept] = [await respondentOf(first), await respondentOf(first)];
    for (const respondent of [gone, kept]) {
      await answer(respondent, first);
      await answerText(respondent, first);
    }
    await database.raw('delete from respondents where id = $1', [gone]);
    expect(await stored(gone)).toEqual({ answers: 0, texts: 0 });
    expect(await stored(kept)).toEqual({ answers: 1, texts: 1 });
  });

  it('deletes the answers and texts of a deleted survey', async () => {
    const respondent = await respondentOf(second);
    await answer(respondent, second);
    await answerText(respondent, second);
    await database.raw('delete from surveys where id = $1', [second.survey.id]);
    expect(await stored(respondent)).toEqual({ answers: 0, texts: 0 });
  });
});
