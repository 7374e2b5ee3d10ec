import type { TComponentOption, TPageAnswer, TPageComponent } from '@peil/contract/respondent';
import {
  DATE_ANSWER_PATTERN,
  MAX_NUMBER_ANSWER,
  optionRoute,
  RESPONDENT_EMAIL_PATTERN,
  type TRouteTarget,
} from '@peil/contract/respondent-rules';
import { isSingleOption, isTextAnswer, QUESTION_TYPE, SLIDER_RANGES } from '@peil/contract/domain';

/** What the respondent has entered for one question; which fields matter depends on the type. */
export type AnswerState = {
  option: number | null;
  options: number[];
  open: string;
  text: string;
  value: number | null;
  /** The browser's own verdict on a date or e-mail field (false while it holds an unfinished entry). */
  isBrowserValid: boolean;
};

export type AnswerProblem = 'required' | 'open' | 'email' | 'date' | 'number' | null;

export function initialAnswer(component: TPageComponent): AnswerState {
  return {
    option: null,
    options: [],
    open: '',
    text: '',
    value: component.type === QUESTION_TYPE.number ? 1 : null,
    isBrowserValid: true,
  };
}

/** Why the answer cannot be sent yet, or null when it can. */
export function answerProblem(component: TPageComponent, answer: AnswerState): AnswerProblem {
  const { type, required } = component;
  if (isSingleOption(type)) {
    if (answer.option === null) return required ? 'required' : null;
    return chosenOpenOption(component, [answer.option]) && answer.open.trim() === '' ? 'open' : null;
  }
  if (type === QUESTION_TYPE.multipleChoice) {
    if (answer.options.length === 0) return required ? 'required' : null;
    return chosenOpenOption(component, answer.options) && answer.open.trim() === '' ? 'open' : null;
  }
  if (isTextAnswer(type)) {
    const text = answer.text.trim();
    if (type === QUESTION_TYPE.date && !answer.isBrowserValid) return 'date';
    if (type === QUESTION_TYPE.email && !answer.isBrowserValid) return 'email';
    if (text === '') return required ? 'required' : null;
    if (type === QUESTION_TYPE.date && !DATE_ANSWER_PATTERN.test(text)) return 'date';
    if (type === QUESTION_TYPE.email && !RESPONDENT_EMAIL_PATTERN.test(text)) return 'email';
    return null;
  }
  if (answer.value === null) return required ? 'required' : null;
  if (type === QUESTION_TYPE.number) return isNumberAnswer(answer.value) ? null : 'number';
  return null;
}

function isNumberAnswer(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_NUMBER_ANSWER;
}

/**
 * The questions that keep the page from going forward: required ones without a valid answer
 * (spec §5). An optional question with an invalid answer does not block; it is left out of
 * the saved answers instead (see pageAnswersPayload).
 */
export function blockingComponents(
  components: TPageComponent[],
  answers: Record<number, AnswerState>,
): TPageComponent[] {
  return components.filter(
    (component) =>
      component.required && answerProblem(component, answers[component.id] ?? initialAnswer(component)) !== null,
  );
}

function chosenOpenOption(component: TPageComponent, chosen: number[]): TComponentOption | undefined {
  return component.options.find((option) => option.is_open && chosen.includes(option.id));
}

/**
 * Choosing an option of a multiple-choice question: an option that excludes the others
 * replaces them; any other option drops an exclusive one. Chosen ids stay in option order.
 */
export function toggleMultipleChoice(component: TPageComponent, chosen: number[], optionId: number): number[] {
  const option = component.options.find((candidate) => candidate.id === optionId);
  if (!option) return chosen;
  if (chosen.includes(optionId)) return chosen.filter((id) => id !== optionId);
  if (option.exclude_others) return [optionId];
  const exclusive = new Set(component.options.filter((o) => o.exclude_others).map((o) => o.id));
  const order = new Map(component.options.map((o, index) => [o.id, index]));
  return [...chosen.filter((id) => !exclusive.has(id)), optionId].sort((a, b) => order.get(a)! - order.get(b)!);
}

/**
 * The answers of one page in the form save_page_response takes. Unanswered questions are left
 * out, and so are invalid answers to optional questions: the server would refuse the whole page.
 */
export function pageAnswersPayload(components: TPageComponent[], answers: Record<number, AnswerState>): TPageAnswer[] {
  const result: TPageAnswer[] = [];
  for (const component of components) {
    const answer = answers[component.id] ?? initialAnswer(component);
    if (answerProblem(component, answer) !== null) continue;
    const value = answerValue(component, answer);
    if (value !== null) result.push({ position: component.position, answer: value });
  }
  return result;
}

function answerValue(component: TPageComponent, answer: AnswerState): TPageAnswer['answer'] {
  const { type } = component;
  if (isSingleOption(type)) {
    if (answer.option === null) return null;
    if (type === QUESTION_TYPE.dropdown) return { option: answer.option };
    const open = chosenOpenOption(component, [answer.option]);
    return open ? { option: answer.option, open: answer.open.trim() } : { option: answer.option };
  }
  if (type === QUESTION_TYPE.multipleChoice) {
    if (answer.options.length === 0) return null;
    const open = chosenOpenOption(component, answer.options);
    return open
      ? { options: answer.options, open: answer.open.trim(), openOption: open.id }
      : { options: answer.options };
  }
  if (isTextAnswer(type)) return answer.text.trim() === '' ? null : answer.text.trim();
  return answer.value;
}

export function sliderRange(type: number): { min: number; max: number } {
  return SLIDER_RANGES[type] ?? { min: 1, max: 10 };
}

/**
 * Where the page's routing answers send the respondent: the last routing question with a
 * valid answer decides (an invalid one is not saved, so it does not route either). A numeric target is a page position; a text longer than 5 characters is a URL.
 */
export function routeTarget(components: TPageComponent[], answers: Record<number, AnswerState>): TRouteTarget {
  let target: TRouteTarget = null;
  for (const component of components) {
    const answer = answers[component.id];
    if (!answer || answerProblem(component, answer) !== null) continue;
    let option: TComponentOption | undefined;
    if (component.type === QUESTION_TYPE.routingChoice && answer.option !== null) {
      option = component.options.find((candidate) => candidate.id === answer.option);
    } else if (component.type === QUESTION_TYPE.slider0to10 && answer.value !== null && component.options.length > 0) {
      option = component.options[answer.value];
    }
    const optionTarget = option ? optionRoute(option.route_to_page, option.route_to_url) : null;
    if (optionTarget) target = optionTarget;
  }
  return target;
}

/**
 * Spec §3: an option text containing a web address is shown as that image. The rest of the
 * text, if any, is its caption; punctuation that ends a sentence is not part of the address.
 */
export function optionImage(text: string): { url: string; caption: string } | null {
  const found = /https?:\/\/\S+/i.exec(text);
  if (!found) return null;
  const url = found[0].replace(/[.,;:!?)\]]+$/, '');
  const caption = (text.slice(0, found.index) + text.slice(found.index + found[0].length)).replace(/\s+/g, ' ').trim();
  return { url, caption };
}

/**
 * Spec §4: forward is off while busy, on an invalid page, and on a question page while no
 * respondent token could be had (its answers could not be saved); the begin page (whose
 * forward asks for the token) and a preview (which saves nothing) need none.
 */
export function canMoveForward(state: {
  isBusy: boolean;
  isPageValid: boolean;
  isPreview: boolean;
  pageIndex: number;
  hasToken: boolean;
}): boolean {
  return !state.isBusy && state.isPageValid && (state.isPreview || state.pageIndex === 0 || state.hasToken);
}
