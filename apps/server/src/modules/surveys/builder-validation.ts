import type { TBuilderIssue, TBuilderSurveyInput } from '@peil/contract/surveys';
import { findBuilderProblems, hasSliderOptions } from '@peil/contract/domain';
import { AppError } from '../../lib/errors.js';
import { logoProblems } from '../../lib/logo-validation.js';

/**
 * The value options of the 0-10 slider are not answered by choice: their text is their value in every
 * locale, and they are never open, exclusive or scored. Only their routes come from the client.
 */
export function withSliderValueOptions(input: TBuilderSurveyInput): TBuilderSurveyInput {
  const locales = input.translations.map((translation) => translation.locale);
  return {
    ...input,
    pages: input.pages.map((page) => ({
      ...page,
      questions: page.questions.map((question) =>
        !hasSliderOptions(question.type)
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

/**
 * Every problem with a survey the builder wants to save: the rules the builder also runs before
 * sending, and the logo, which only the server can decode.
 */
export function builderProblems(input: TBuilderSurveyInput): TBuilderIssue[] {
  const logo = logoProblems(input.logo).map((message): TBuilderIssue => ({
    code: 'logo',
    path: 'logo',
    params: {},
    message,
  }));
  return [...logo, ...findBuilderProblems(input)];
}

/** The 400 answer of a refused save: an English summary, and every problem as a coded issue. */
export function builderRefusal(problems: TBuilderIssue[]): AppError {
  const message = `The survey cannot be saved: ${problems.map((problem) => problem.message).join(' ')}`;
  return new AppError('bad_request', message, problems);
}
