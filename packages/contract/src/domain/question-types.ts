/** Question types of the spec (§3), as stored. */
export const QUESTION_TYPE = {
  singleChoice: 1,
  multipleChoice: 2,
  dropdown: 3,
  openTextArea: 4,
  text: 5,
  date: 6,
  email: 7,
  number: 8,
  slider1to10: 9,
  difficultySlider: 10,
  routingChoice: 11,
  slider0to10: 12,
} as const;
export type TQuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];

/** Every question type, in the order the builder offers them. */
export const ALL_QUESTION_TYPES: readonly TQuestionType[] = Object.values(QUESTION_TYPE);

const { singleChoice, multipleChoice, dropdown, openTextArea, text, date, email } = QUESTION_TYPE;
const { slider1to10, difficultySlider, routingChoice, slider0to10 } = QUESTION_TYPE;

const oneOf =
  (...types: readonly TQuestionType[]) =>
  (type: number): boolean =>
    (types as readonly number[]).includes(type);

/**
 * Types answered by choosing among options the builder writes: they need at least one option,
 * and only they can be a report mail's grouping question.
 */
export const hasOptions = oneOf(singleChoice, multipleChoice, dropdown, routingChoice);
/** Types whose answer is exactly one chosen option. */
export const isSingleOption = oneOf(singleChoice, dropdown, routingChoice);
/** Types whose answer is a piece of text. */
export const isTextAnswer = oneOf(openTextArea, text, date, email);
/** Types whose answer is a number on a fixed scale. */
export const isSlider = oneOf(slider1to10, difficultySlider, slider0to10);
/** Types whose options can send the respondent to another page or a web address. */
export const canRoute = oneOf(routingChoice, slider0to10);
/**
 * The 0–10 slider routes by options[value], so it has exactly one fixed option per value; it is
 * also the only type that can be the Net Promoter question.
 */
export const hasSliderOptions = oneOf(slider0to10);

/** Inclusive value ranges of the three sliders. */
export const SLIDER_RANGES: Readonly<Record<number, { min: number; max: number }>> = {
  [slider1to10]: { min: 1, max: 10 },
  [difficultySlider]: { min: 1, max: 5 },
  [slider0to10]: { min: 0, max: 10 },
};
/** Options of the 0–10 slider: one per value 0..10. */
export const SLIDER_ROUTE_VALUES = SLIDER_RANGES[slider0to10]!.max - SLIDER_RANGES[slider0to10]!.min + 1;
