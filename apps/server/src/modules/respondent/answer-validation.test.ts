import { describe, expect, it } from 'vitest';
import type { TAnswerValue } from '@peil/contract/respondent';
import { AppError } from '../../lib/errors.js';
import { validatePageAnswers } from './answer-validation.js';
import type { QuestionDefinition } from './survey-content-queries.js';

const option = (id: number, extra: Partial<QuestionDefinition['options'][number]> = {}) => ({
  id,
  isOpen: false,
  excludeOthers: false,
  score: null,
  routeToPage: null,
  routeToUrl: null,
  ...extra,
});

function question(type: number, extra: Partial<QuestionDefinition> = {}): QuestionDefinition {
  return { id: 100 + type, position: 1, type, required: true, options: [], ...extra };
}

const choiceOptions = [option(1, { score: 4 }), option(2, { score: 0 }), option(3, { isOpen: true })];
const multipleOptions = [option(1), option(2), option(3, { isOpen: true }), option(4, { excludeOthers: true })];

function rowsFor(q: QuestionDefinition, answer: TAnswerValue) {
  return validatePageAnswers([q], [{ position: 1, answer }]);
}

function rejects(q: QuestionDefinition, answer: TAnswerValue): string {
  try {
    rowsFor(q, answer);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).message;
  }
  throw new Error(`answer ${JSON.stringify(answer)} was accepted`);
}

describe('validatePageAnswers', () => {
  it.each([1, 11])('type %i stores the chosen option with its score', (type) => {
    const rows = rowsFor(question(type, { options: choiceOptions }), { option: 1 });
    expect(rows.answers).toEqual([{ questionId: 100 + type, optionId: 1, numberValue: 4 }]);
    expect(rows.texts).toEqual([]);
  });

  it.each([1, 11])('type %i needs text for an open option and stores it', (type) => {
    const q = question(type, { options: choiceOptions });
    expect(rejects(q, { option: 3 })).toMatch(/open option needs a text/);
    expect(rejects(q, { option: 3, open: '   ' })).toMatch(/open option needs a text/);
    const rows = rowsFor(q, { option: 3, open: ' Cryo ' });
    expect(rows.texts).toEqual([{ questionId: 100 + type, optionId: 3, text: 'Cryo' }]);
  });

  it.each([1, 3, 11])('type %i refuses options of another question and other shapes', (type) => {
    const q = question(type, { options: choiceOptions });
    expect(rejects(q, { option: 99 })).toMatch(/does not belong/);
    expect(rejects(q, 'yes')).toMatch(/choose one option/);
    expect(rejects(q, 1)).toMatch(/choose one option/);
  });

  it('type 3 stores the chosen dropdown option', () => {
    expect(rowsFor(question(3, { options: choiceOptions }), { option: 2 }).answers).toEqual([
      { questionId: 103, optionId: 2, numberValue: 0 },
    ]);
  });

  it('type 2 stores one row per option and the open text', () => {
    const rows = rowsFor(question(2, { options: multipleOptions }), {
      options: [1, 3],
      open: 'Magazine',
      openOption: 3,
    });
    expect(rows.answers.map((row) => row.optionId)).toEqual([1, 3]);
    expect(rows.texts).toEqual([{ questionId: 102, optionId: 3, text: 'Magazine' }]);
  });

  it('type 2 refuses an exclusive option with others, a missing open text, foreign and repeated options', () => {
    const q = question(2, { options: multipleOptions });
    expect(rejects(q, { options: [1, 4] })).toMatch(/excludes the others/);
    expect(rejects(q, { options: [3] })).toMatch(/open option needs a text/);
    expect(rejects(q, { options: [1, 42] })).toMatch(/does not belong/);
    expect(rejects(q, { options: [1, 1] })).toMatch(/chosen twice/);
    expect(rejects(q, { options: [1], open: 'x', openOption: 3 })).toMatch(/not chosen/);
    expect(rejects(q, { options: [] })).toMatch(/required/);
    expect(rejects(q, { option: 1 })).toMatch(/choose options/);
    expect(rowsFor(q, { options: [4] }).answers).toEqual([{ questionId: 102, optionId: 4, numberValue: null }]);
  });

  it.each([4, 5])('type %i stores trimmed text and refuses empty text when required', (type) => {
    expect(rowsFor(question(type), ' Fine ').texts).toEqual([{ questionId: 100 + type, optionId: null, text: 'Fine' }]);
    expect(rejects(question(type), '  ')).toMatch(/required/);
    expect(rejects(question(type), 5)).toMatch(/text answer/);
    expect(rowsFor(question(type, { required: false }), '   ')).toEqual({ answers: [], texts: [] });
  });

  it('type 6 accepts calendar dates as YYYY-MM-DD only', () => {
    expect(rowsFor(question(6), '2024-02-29').texts[0]!.text).toBe('2024-02-29');
    expect(rejects(question(6), '2023-02-29')).toMatch(/YYYY-MM-DD/);
    expect(rejects(question(6), '29-02-2024')).toMatch(/YYYY-MM-DD/);
  });

  it('type 7 accepts e-mail addresses only', () => {
    expect(rowsFor(question(7), 'patient@example.com').texts[0]!.text).toBe('patient@example.com');
    expect(rejects(question(7), 'patient@example')).toMatch(/e-mail/);
    expect(rejects(question(7), 'not an address')).toMatch(/e-mail/);
  });

  it('type 8 takes whole numbers from 1', () => {
    expect(rowsFor(question(8), 3).answers).toEqual([{ questionId: 108, optionId: null, numberValue: 3 }]);
    expect(rejects(question(8), 0)).toMatch(/from 1/);
    expect(rejects(question(8), 2.5)).toMatch(/whole number/);
    expect(rejects(question(8), '3')).toMatch(/whole number/);
  });

  it.each([
    [9, 1, 10],
    [10, 1, 5],
    [12, 0, 10],
  ])('slider type %i takes %i to %i', (type, min, max) => {
    expect(rowsFor(question(type), min).answers[0]!.numberValue).toBe(min);
    expect(rowsFor(question(type), max).answers[0]!.numberValue).toBe(max);
    expect(rejects(question(type), min - 1)).toMatch(/from/);
    expect(rejects(question(type), max + 1)).toMatch(/from/);
  });

  it('refuses a missing required answer, unknown positions and repeated positions', () => {
    const page = [question(5, { position: 1 }), question(8, { id: 200, position: 2, required: false })];
    expect(() => validatePageAnswers(page, [{ position: 2, answer: 3 }])).toThrow(/Question 1 is required/);
    expect(() => validatePageAnswers(page, [{ position: 3, answer: 3 }])).toThrow(/no question 3/);
    expect(() =>
      validatePageAnswers(page, [
        { position: 1, answer: 'a' },
        { position: 1, answer: 'b' },
      ]),
    ).toThrow(/twice/);
    expect(validatePageAnswers(page, [{ position: 1, answer: 'a' }]).answers).toEqual([]);
  });
});
