import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isSingleOption, QUESTION_TYPE, SLIDER_RANGES } from '@peil/contract/domain';
import type { Database } from '../../db/database.js';
import { answers, answerTexts, respondents } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';

type GeneratedOption = { id: number; score: number | null; isOpen: boolean; excludeOthers: boolean };
type GeneratedQuestion = { id: number; type: number; options: GeneratedOption[] };

const TEXT_ANSWERS: Record<'nl' | 'de', string[]> = {
  nl: ['Prima geholpen, dank u.', 'De wachttijd was lang.', 'Vriendelijk personeel.', 'Geen opmerkingen.'],
  de: ['Sehr gut betreut, danke.', 'Die Wartezeit war lang.', 'Freundliches Personal.', 'Keine Anmerkungen.'],
};

function pick<T>(items: readonly T[]): T {
  return items[crypto.randomInt(items.length)]!;
}

function randomDate(daysBack: number): Date {
  return new Date(Date.now() - crypto.randomInt(daysBack * 24) * 60 * 60 * 1000);
}

async function loadQuestions(database: Database, surveyId: number): Promise<GeneratedQuestion[]> {
  return database.query<GeneratedQuestion>(sql`
    select q.id, q.type, coalesce(json_agg(json_build_object(
        'id', o.id, 'score', o.score::float8, 'isOpen', o.is_open, 'excludeOthers', o.exclude_others
      ) order by o.position) filter (where o.id is not null), '[]') as options
    from questions q left join question_options o on o.question_id = q.id
    where q.survey_id = ${surveyId} and q.archived_at is null
    group by q.id order by q.id`);
}

type Rows = {
  answers: { questionId: number; optionId: number | null; numberValue: number | null }[];
  texts: { questionId: number; optionId: number | null; text: string }[];
};

/** One plausible answer per question, in the shape the respondent flow stores it. */
function answerQuestion(question: GeneratedQuestion, language: 'nl' | 'de', index: number, rows: Rows): void {
  const questionId = question.id;
  const chooseOption = (option: GeneratedOption) => {
    rows.answers.push({ questionId, optionId: option.id, numberValue: option.score });
    if (option.isOpen) rows.texts.push({ questionId, optionId: option.id, text: pick(TEXT_ANSWERS[language]) });
  };
  if (isSingleOption(question.type)) {
    if (question.options.length > 0) chooseOption(pick(question.options));
    return;
  }
  if (question.type === QUESTION_TYPE.multipleChoice) {
    const combinable = question.options.filter((option) => !option.excludeOthers);
    const chosen = combinable.filter(() => crypto.randomInt(2) === 1);
    if (chosen.length === 0 && question.options.length > 0) chosen.push(pick(question.options));
    chosen.forEach(chooseOption);
    return;
  }
  if (question.type === QUESTION_TYPE.openTextArea || question.type === QUESTION_TYPE.text) {
    rows.texts.push({ questionId, optionId: null, text: pick(TEXT_ANSWERS[language]) });
    return;
  }
  if (question.type === QUESTION_TYPE.date) {
    rows.texts.push({ questionId, optionId: null, text: randomDate(365).toISOString().slice(0, 10) });
    return;
  }
  if (question.type === QUESTION_TYPE.email) {
    rows.texts.push({ questionId, optionId: null, text: `dummy${index + 1}@example.com` });
    return;
  }
  const range = question.type === QUESTION_TYPE.number ? { min: 1, max: 100 } : SLIDER_RANGES[question.type];
  if (!range) return;
  rows.answers.push({
    questionId,
    optionId: null,
    numberValue: range.min + crypto.randomInt(range.max - range.min + 1),
  });
}

/**
 * Generates finished dummy respondents (is_dummy) with answers for every question, in one
 * transaction. Meant for trying out a dummy survey's results; real surveys should not use it.
 */
export async function generateDummyRespondents(
  database: Database,
  surveyId: number,
  amount: number,
  language: 'nl' | 'de',
): Promise<number> {
  // The answers' texts and the respondents' locale must be a language the survey is written in.
  const [translation] = await database.query<{ locale: string }>(
    sql`select locale from survey_translations where survey_id = ${surveyId} and locale = ${language}`,
  );
  if (!translation) {
    throw badRequest(`This survey has no '${language}' translation: generate respondents in a language it has.`);
  }
  const questions = await loadQuestions(database, surveyId);
  if (questions.length === 0) throw badRequest('This survey has no questions to answer.');
  await database.db.transaction(async (tx) => {
    for (let index = 0; index < amount; index += 1) {
      const startedAt = randomDate(90);
      const [respondent] = await tx
        .insert(respondents)
        .values({
          surveyId,
          locale: language,
          tokenHash: crypto.randomBytes(32).toString('hex'),
          tokenExpiresAt: startedAt,
          startedAt,
          finishedAt: new Date(startedAt.getTime() + (2 + crypto.randomInt(20)) * 60 * 1000),
          isDummy: true,
        })
        .returning({ id: respondents.id });
      const rows: Rows = { answers: [], texts: [] };
      for (const question of questions) answerQuestion(question, language, index, rows);
      const base = { respondentId: respondent!.id, surveyId, answeredAt: startedAt };
      if (rows.answers.length > 0) await tx.insert(answers).values(rows.answers.map((row) => ({ ...base, ...row })));
      if (rows.texts.length > 0) await tx.insert(answerTexts).values(rows.texts.map((row) => ({ ...base, ...row })));
    }
  });
  return amount;
}
