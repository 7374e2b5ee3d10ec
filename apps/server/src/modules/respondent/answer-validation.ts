import {
  DATE_ANSWER_PATTERN,
  MAX_NUMBER_ANSWER,
  RESPONDENT_EMAIL_PATTERN,
  type TAnswerValue,
  type TPageAnswer,
} from '@peil/contract/respondent';
import { isSingleOption, isTextAnswer, QUESTION_TYPE, SLIDER_RANGES } from '@peil/contract/domain';
import { badRequest } from '../../lib/errors.js';
import type { QuestionDefinition } from './survey-content-queries.js';

export type AnswerRow = { questionId: number; optionId: number | null; numberValue: number | null };
export type AnswerTextRow = { questionId: number; optionId: number | null; text: string };
export type PageRows = { answers: AnswerRow[]; texts: AnswerTextRow[] };

type Option = QuestionDefinition['options'][number];

/**
 * Checks a page's answers against its questions and turns them into the rows stored (DESIGN
 * §4): one answer row per chosen option or number, a text row for text, date, e-mail and the
 * text of an open option. Any answer that does not fit its question rejects the whole page.
 */
export function validatePageAnswers(questions: QuestionDefinition[], answers: TPageAnswer[]): PageRows {
  const byPosition = new Map(questions.map((question) => [question.position, question]));
  const given = new Map<number, TAnswerValue>();
  for (const { position, answer } of answers) {
    if (!byPosition.has(position)) throw badRequest(`There is no question ${position} on this page.`);
    if (given.has(position)) throw badRequest(`Question ${position} is answered twice.`);
    if (answer !== null && answer !== '') given.set(position, answer);
  }
  const rows: PageRows = { answers: [], texts: [] };
  for (const question of questions) {
    const answer = given.get(question.position);
    if (answer === undefined) {
      if (question.required) throw badRequest(`Question ${question.position} is required.`);
      continue;
    }
    addQuestionRows(question, answer, rows);
  }
  return rows;
}

function addQuestionRows(question: QuestionDefinition, answer: TAnswerValue, rows: PageRows): void {
  const fail = (why: string) => badRequest(`Question ${question.position}: ${why}`);
  const questionId = question.id;
  if (isSingleOption(question.type)) {
    if (typeof answer !== 'object' || answer === null || !('option' in answer)) throw fail('choose one option.');
    const option = findOption(question, answer.option);
    if (!option) throw fail('that option does not belong to this question.');
    rows.answers.push({ questionId, optionId: option.id, numberValue: option.score });
    if (option.isOpen) rows.texts.push({ questionId, optionId: option.id, text: requireOpenText(answer.open, fail) });
    return;
  }
  if (question.type === QUESTION_TYPE.multipleChoice) {
    if (typeof answer !== 'object' || answer === null || !('options' in answer)) throw fail('choose options.');
    addMultipleChoiceRows(question, answer, rows, fail);
    return;
  }
  if (isTextAnswer(question.type)) {
    if (typeof answer !== 'string') throw fail('a text answer is expected.');
    const text = answer.trim();
    if (text === '') {
      if (question.required) throw fail('this question is required.');
      return;
    }
    if (question.type === QUESTION_TYPE.date && !isCalendarDate(text)) throw fail('a date as YYYY-MM-DD is expected.');
    if (question.type === QUESTION_TYPE.email && !RESPONDENT_EMAIL_PATTERN.test(text)) {
      throw fail('an e-mail address is expected.');
    }
    rows.texts.push({ questionId, optionId: null, text });
    return;
  }
  if (typeof answer !== 'number' || !Number.isInteger(answer)) throw fail('a whole number is expected.');
  const range =
    question.type === QUESTION_TYPE.number ? { min: 1, max: MAX_NUMBER_ANSWER } : SLIDER_RANGES[question.type];
  if (!range) throw fail('unknown question type.');
  if (answer < range.min || answer > range.max) throw fail(`a number from ${range.min} to ${range.max} is expected.`);
  rows.answers.push({ questionId, optionId: null, numberValue: answer });
}

function addMultipleChoiceRows(
  question: QuestionDefinition,
  answer: { options: number[]; open?: string; openOption?: number },
  rows: PageRows,
  fail: (why: string) => Error,
): void {
  if (new Set(answer.options).size !== answer.options.length) throw fail('an option is chosen twice.');
  const chosen = answer.options.map((id) => findOption(question, id));
  if (chosen.some((option) => option === undefined)) throw fail('an option does not belong to this question.');
  const options = chosen as Option[];
  if (options.length === 0) {
    if (question.required) throw fail('this question is required.');
    return;
  }
  if (options.length > 1 && options.some((option) => option.excludeOthers)) {
    throw fail('an option that excludes the others is chosen with other options.');
  }
  const openOptions = options.filter((option) => option.isOpen);
  if (openOptions.length > 1 && answer.openOption === undefined) throw fail('name the open option of the text.');
  if (answer.openOption !== undefined && !openOptions.some((option) => option.id === answer.openOption)) {
    throw fail('the open option of the text is not chosen.');
  }
  for (const option of options) {
    rows.answers.push({ questionId: question.id, optionId: option.id, numberValue: option.score });
    const isTextOption = option.isOpen && (answer.openOption === undefined || answer.openOption === option.id);
    if (isTextOption)
      rows.texts.push({ questionId: question.id, optionId: option.id, text: requireOpenText(answer.open, fail) });
  }
}

function findOption(question: QuestionDefinition, optionId: number): Option | undefined {
  return question.options.find((option) => option.id === optionId);
}

function requireOpenText(open: string | undefined, fail: (why: string) => Error): string {
  const text = open?.trim() ?? '';
  if (text === '') throw fail('the open option needs a text.');
  return text;
}

function isCalendarDate(text: string): boolean {
  if (!DATE_ANSWER_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
