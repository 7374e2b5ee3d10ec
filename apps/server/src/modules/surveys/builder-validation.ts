import type { TBuilderSurveyInput, TLocaleTexts } from '@peil/contract/surveys';
import { logoProblems } from '../../lib/logo-validation.js';

/** Question types answered by choosing options: they need at least one. */
const OPTION_TYPES: readonly number[] = [1, 2, 3, 11];
/** Type 12 (0-10 slider with routing) routes by options[value]: none, or one per value 0..10. */
export const SLIDER_ROUTE_TYPE = 12;
export const SLIDER_ROUTE_VALUES = 11;

/**
 * The value options of type 12 are not answered by choice: their text is their value in every
 * locale, and they are never open, exclusive or scored. Only their routes come from the client.
 */
export function withSliderValueOptions(input: TBuilderSurveyInput): TBuilderSurveyInput {
  const locales = input.translations.map((translation) => translation.locale);
  return {
    ...input,
    pages: input.pages.map((page) => ({
      ...page,
      questions: page.questions.map((question) =>
        question.type !== SLIDER_ROUTE_TYPE
          ? question
          : {
              ...question,
              options: question.options.map((option, value) => ({
                ...option,
                texts: Object.fromEntries(locales.map((locale) => [locale, String(value)])),
                is_open: false,
                exclude_others: false,
                score: null,
              })),
            },
      ),
    })),
  };
}

function missingLocales(texts: TLocaleTexts, locales: string[]): string[] {
  return locales.filter((locale) => !texts[locale as keyof TLocaleTexts]?.trim());
}

/** Every problem with a survey the builder wants to save, so the user can fix them all at once. */
export function builderProblems(input: TBuilderSurveyInput): string[] {
  const problems: string[] = [...logoProblems(input.logo)];
  const locales = input.translations.map((translation) => translation.locale);
  if (new Set(locales).size !== locales.length) problems.push('A language is listed twice.');
  for (const translation of input.translations) {
    if (!translation.title.trim()) problems.push(`The survey has no title in ${translation.locale}.`);
  }
  const pageCount = input.pages.length;
  const questionIds = new Set<number>();
  const optionIds = new Set<number>();
  input.pages.forEach((page, pageIndex) => {
    const pageName = `Page ${pageIndex + 1}`;
    for (const locale of missingLocales(page.titles, locales)) problems.push(`${pageName} has no title in ${locale}.`);
    page.questions.forEach((question, questionIndex) => {
      const name = `${pageName}, question ${questionIndex + 1}`;
      if (question.id !== undefined) {
        if (questionIds.has(question.id)) problems.push(`${name} repeats question id ${question.id}.`);
        questionIds.add(question.id);
      }
      for (const locale of missingLocales(question.texts, locales)) problems.push(`${name} has no text in ${locale}.`);
      if (OPTION_TYPES.includes(question.type) && question.options.length === 0) {
        problems.push(`${name} needs at least one option.`);
      }
      if (question.type === SLIDER_ROUTE_TYPE) {
        if (question.options.length !== 0 && question.options.length !== SLIDER_ROUTE_VALUES) {
          problems.push(`${name} needs no options or exactly ${SLIDER_ROUTE_VALUES}, one per value 0 to 10.`);
        }
      } else if (!OPTION_TYPES.includes(question.type) && question.options.length > 0) {
        problems.push(`${name} is of a type without options.`);
      }
      question.options.forEach((option, optionIndex) => {
        const optionName = `${name}, option ${optionIndex + 1}`;
        if (option.id !== undefined) {
          if (optionIds.has(option.id)) problems.push(`${optionName} repeats option id ${option.id}.`);
          optionIds.add(option.id);
        }
        for (const locale of missingLocales(option.texts, locales)) {
          problems.push(`${optionName} has no text in ${locale}.`);
        }
        if (option.route_to_page !== null && option.route_to_page > pageCount) {
          problems.push(`${optionName} routes to page ${option.route_to_page}, which does not exist.`);
        }
      });
    });
  });
  return problems;
}
