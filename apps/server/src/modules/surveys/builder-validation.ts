import type { TBuilderIssue, TBuilderSurveyInput, TLocaleTexts, TReportGroup } from '@peil/contract/surveys';
import { hasOptions, hasSliderOptions, SLIDER_ROUTE_VALUES } from '@peil/contract/domain';
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

function missingLocales(texts: TLocaleTexts, locales: string[]): string[] {
  return locales.filter((locale) => !texts[locale as keyof TLocaleTexts]?.trim());
}

type TParams = TBuilderIssue['params'];

/** Every problem with a survey the builder wants to save, so the user can fix them all at once. */
export function builderProblems(input: TBuilderSurveyInput): TBuilderIssue[] {
  const problems: TBuilderIssue[] = [];
  const add = (code: TBuilderIssue['code'], path: string, params: TParams, message: string) =>
    problems.push({ code, path, params, message });
  for (const message of logoProblems(input.logo)) add('logo', 'logo', {}, message);
  const locales = input.translations.map((translation) => translation.locale);
  if (new Set(locales).size !== locales.length) add('locale_twice', 'translations', {}, 'A language is listed twice.');
  input.translations.forEach((translation, index) => {
    if (!translation.title.trim()) {
      const { locale } = translation;
      add('survey_title', `translations.${index}.title`, { locale }, `The survey has no title in ${locale}.`);
    }
  });
  const pageCount = input.pages.length;
  const questionIds = new Set<number>();
  const optionIds = new Set<number>();
  const reportGroups = new Set<TReportGroup>();
  input.pages.forEach((page, pageIndex) => {
    const pageName = `Page ${pageIndex + 1}`;
    const pagePath = `pages.${pageIndex}`;
    const at: TParams = { page: pageIndex + 1 };
    for (const locale of missingLocales(page.titles, locales)) {
      add('page_title', `${pagePath}.titles.${locale}`, { ...at, locale }, `${pageName} has no title in ${locale}.`);
    }
    page.questions.forEach((question, questionIndex) => {
      const name = `${pageName}, question ${questionIndex + 1}`;
      const path = `${pagePath}.questions.${questionIndex}`;
      const questionAt: TParams = { ...at, question: questionIndex + 1 };
      if (question.id !== undefined) {
        if (questionIds.has(question.id)) {
          add('repeated_id', `${path}.id`, questionAt, `${name} repeats question id ${question.id}.`);
        }
        questionIds.add(question.id);
      }
      for (const locale of missingLocales(question.texts, locales)) {
        add('question_text', `${path}.texts.${locale}`, { ...questionAt, locale }, `${name} has no text in ${locale}.`);
      }
      if (question.is_nps && !hasSliderOptions(question.type)) {
        add(
          'nps_type',
          `${path}.is_nps`,
          questionAt,
          `${name} is not a 0-10 slider, so it cannot be the NPS question.`,
        );
      }
      if (question.report_group !== null) {
        const group = question.report_group;
        const where = `${path}.report_group`;
        if (!hasOptions(question.type) || question.options.length === 0) {
          add('report_group_type', where, questionAt, `${name} has no options to group the report by.`);
        } else if (reportGroups.has(group)) {
          add('report_group_twice', where, { ...questionAt, group }, `${name} is a second ${group} question.`);
        }
        reportGroups.add(group);
      }
      if (hasOptions(question.type) && question.options.length === 0) {
        add('no_options', `${path}.options`, questionAt, `${name} needs at least one option.`);
      }
      if (hasSliderOptions(question.type)) {
        // It routes by options[value]: none, or one per value 0..10.
        if (question.options.length !== 0 && question.options.length !== SLIDER_ROUTE_VALUES) {
          const message = `${name} needs no options or exactly ${SLIDER_ROUTE_VALUES}, one per value 0 to 10.`;
          add('slider_options', `${path}.options`, questionAt, message);
        }
      } else if (!hasOptions(question.type) && question.options.length > 0) {
        add('options_not_allowed', `${path}.options`, questionAt, `${name} is of a type without options.`);
      }
      question.options.forEach((option, optionIndex) => {
        const optionName = `${name}, option ${optionIndex + 1}`;
        const optionPath = `${path}.options.${optionIndex}`;
        const optionAt: TParams = { ...questionAt, option: optionIndex + 1 };
        if (option.id !== undefined) {
          if (optionIds.has(option.id)) {
            add('repeated_id', `${optionPath}.id`, optionAt, `${optionName} repeats option id ${option.id}.`);
          }
          optionIds.add(option.id);
        }
        for (const locale of missingLocales(option.texts, locales)) {
          const message = `${optionName} has no text in ${locale}.`;
          add('option_text', `${optionPath}.texts.${locale}`, { ...optionAt, locale }, message);
        }
        // pageCount + 1 is the end of the survey.
        if (option.route_to_page !== null && option.route_to_page > pageCount + 1) {
          const message = `${optionName} routes to page ${option.route_to_page}, which does not exist.`;
          add('missing_route', `${optionPath}.route_to_page`, optionAt, message);
        }
      });
    });
  });
  return problems;
}

/** The 400 answer of a refused save: an English summary, and every problem as a coded issue. */
export function builderRefusal(problems: TBuilderIssue[]): AppError {
  const message = `The survey cannot be saved: ${problems.map((problem) => problem.message).join(' ')}`;
  return new AppError('bad_request', message, problems);
}
