import { describe, expect, it } from 'vitest';
import type { TComponentOption, TPageComponent } from '@peil/contract/respondent';
import { MAX_NUMBER_ANSWER } from '@peil/contract/respondent-rules';
import {
  canMoveForward,
  answerProblem,
  blockingComponents,
  initialAnswer,
  pageAnswersPayload,
  routeTarget,
  toggleMultipleChoice,
  type AnswerState,
  optionImage,
} from './answers';
import { asRedirectUrl, parseRespondentPath } from './paths';

const option = (id: number, extra: Partial<TComponentOption> = {}): TComponentOption => ({
  id,
  text: `Option ${id}`,
  is_open: false,
  exclude_others: false,
  route_to_page: null,
  route_to_url: null,
  ...extra,
});

const component = (id: number, type: number, extra: Partial<TPageComponent> = {}): TPageComponent => ({
  id,
  position: id,
  type,
  text: `Question ${id}`,
  required: true,
  options: [],
  ...extra,
});

const answer = (extra: Partial<AnswerState>): AnswerState => ({ ...initialAnswer(component(0, 5)), ...extra });

describe('answer rules', () => {
  const multiple = component(3, 2, {
    options: [option(1), option(2, { is_open: true }), option(3), option(4, { exclude_others: true })],
  });

  it('keeps chosen options sorted and lets an exclusive option clear the others', () => {
    expect(toggleMultipleChoice(multiple, [3], 1)).toEqual([1, 3]);
    expect(toggleMultipleChoice(multiple, [1, 3], 4)).toEqual([4]);
    expect(toggleMultipleChoice(multiple, [4], 2)).toEqual([2]);
    expect(toggleMultipleChoice(multiple, [1, 3], 3)).toEqual([1]);
  });

  it('needs text for a chosen open option', () => {
    expect(answerProblem(multiple, answer({ options: [2] }))).toBe('open');
    expect(answerProblem(multiple, answer({ options: [2], open: 'x' }))).toBeNull();
    expect(answerProblem(multiple, answer({ options: [] }))).toBe('required');
  });

  it('checks e-mail, date and number answers', () => {
    expect(answerProblem(component(1, 7), answer({ text: 'a@b' }))).toBe('email');
    expect(answerProblem(component(1, 7, { required: false }), answer({ text: '' }))).toBeNull();
    expect(answerProblem(component(1, 6), answer({ text: '2024-01-02' }))).toBeNull();
    expect(answerProblem(component(1, 8), initialAnswer(component(1, 8)))).toBeNull();
    expect(initialAnswer(component(1, 8)).value).toBe(1);
    expect(answerProblem(component(1, 8), answer({ value: 0 }))).toBe('number');
    expect(answerProblem(component(1, 8), answer({ value: MAX_NUMBER_ANSWER }))).toBeNull();
    expect(answerProblem(component(1, 8), answer({ value: MAX_NUMBER_ANSWER + 1 }))).toBe('number');
    expect(answerProblem(component(1, 9), answer({ value: null }))).toBe('required');
  });

  it('builds the save payload and leaves unanswered questions out', () => {
    const single = component(1, 1, { options: [option(5), option(6, { is_open: true })] });
    const text = component(2, 5, { required: false });
    const payload = pageAnswersPayload([single, text, multiple], {
      1: answer({ option: 6, open: ' Cryo ' }),
      2: answer({ text: '  ' }),
      [multiple.id]: answer({ options: [1, 2], open: 'Magazine' }),
    });
    expect(payload).toEqual([
      { position: 1, answer: { option: 6, open: 'Cryo' } },
      { position: 3, answer: { options: [1, 2], open: 'Magazine', openOption: 2 } },
    ]);
  });

  it('blocks the page only for required questions and never sends an invalid optional answer', () => {
    const email = component(1, 7, { required: false });
    const date = component(2, 6, { required: false });
    const single = component(3, 1, { required: false, options: [option(5, { is_open: true })] });
    const requiredText = component(4, 5);
    const answers = {
      1: answer({ text: 'name@' }),
      2: answer({ text: '2024-02', isBrowserValid: false }),
      3: answer({ option: 5 }),
    };
    const all = [email, date, single, requiredText];
    expect(blockingComponents(all, answers)).toEqual([requiredText]);
    expect(pageAnswersPayload(all, { ...answers, 4: answer({ text: 'Fine' }) })).toEqual([
      { position: 4, answer: 'Fine' },
    ]);
    expect(blockingComponents(all, { 1: answer({ text: 'name@example.com' }), 4: answer({ text: 'x' }) })).toEqual([]);
  });

  it('routes by the chosen option: a page, a URL, or nothing', () => {
    const routing = component(1, 11, {
      options: [option(1, { route_to_page: 3 }), option(2, { route_to_url: 'example.org/thanks' }), option(3)],
    });
    expect(routeTarget([routing], { 1: answer({ option: 1 }) })).toEqual({ page: 3 });
    expect(routeTarget([routing], { 1: answer({ option: 2 }) })).toEqual({ url: 'http://example.org/thanks' });
    expect(routeTarget([routing], { 1: answer({ option: 3 }) })).toBeNull();
    const openRouting = component(3, 11, {
      required: false,
      options: [option(7, { is_open: true, route_to_page: 5 })],
    });
    expect(routeTarget([openRouting], { 3: answer({ option: 7 }) })).toBeNull();
    expect(routeTarget([openRouting], { 3: answer({ option: 7, open: 'x' }) })).toEqual({ page: 5 });
    const slider = component(2, 12, {
      options: Array.from({ length: 11 }, (_, i) => option(10 + i, i < 5 ? { route_to_page: 4 } : {})),
    });
    expect(routeTarget([slider], { 2: answer({ value: 2 }) })).toEqual({ page: 4 });
    expect(routeTarget([slider], { 2: answer({ value: 8 }) })).toBeNull();
  });
});

describe('optionImage', () => {
  it('shows an option whose text contains a web address as that image, the rest as its caption', () => {
    expect(optionImage('https://example.org/smiley.png')).toEqual({
      url: 'https://example.org/smiley.png',
      caption: '',
    });
    expect(optionImage('  Blij https://cdn.example.org/a/blij.png?v=2 ')).toEqual({
      url: 'https://cdn.example.org/a/blij.png?v=2',
      caption: 'Blij',
    });
    expect(optionImage('Kijk: http://example.org/img2.png.')).toEqual({
      url: 'http://example.org/img2.png',
      caption: 'Kijk:',
    });
    expect(optionImage('Goed')).toBeNull();
    expect(optionImage('www.example.org zonder protocol')).toBeNull();
  });
});

describe('respondent paths', () => {
  it('reads the locale from the survey word and the preview flag', () => {
    expect(parseRespondentPath('/aistibyan/abc')).toEqual({
      kind: 'survey',
      surveyId: 'abc',
      locale: 'ar',
      isPreview: false,
    });
    expect(parseRespondentPath('/vragenlijst/abc/preview')).toMatchObject({ locale: 'nl', isPreview: true });
    expect(parseRespondentPath('/language-selection/abc/preview')).toEqual({
      kind: 'language',
      surveyId: 'abc',
      isPreview: true,
    });
    expect(parseRespondentPath('/remove-from-mailing/abc/a%40b.nl/de')).toEqual({
      kind: 'unsubscribe',
      surveyId: 'abc',
      email: 'a@b.nl',
      language: 'de',
    });
    expect(parseRespondentPath('/elsewhere/abc')).toEqual({ kind: 'unknown' });
  });

  it('treats a message that is a web address as a redirect', () => {
    expect(asRedirectUrl('www.example.org')).toBe('http://www.example.org');
    expect(asRedirectUrl(' https://example.org/done?x=1 ')).toBe('https://example.org/done?x=1');
    expect(asRedirectUrl('Thank you. See you soon.')).toBeNull();
  });
});

describe('canMoveForward', () => {
  const state = { isBusy: false, isPageValid: true, isPreview: false, pageIndex: 1, hasToken: true };
  it('is off on a question page without a respondent token, on the begin page and in a preview it is on', () => {
    expect(canMoveForward(state)).toBe(true);
    expect(canMoveForward({ ...state, hasToken: false })).toBe(false);
    expect(canMoveForward({ ...state, hasToken: false, pageIndex: 0 })).toBe(true);
    expect(canMoveForward({ ...state, hasToken: false, isPreview: true })).toBe(true);
    expect(canMoveForward({ ...state, isBusy: true })).toBe(false);
    expect(canMoveForward({ ...state, isPageValid: false })).toBe(false);
  });
});
