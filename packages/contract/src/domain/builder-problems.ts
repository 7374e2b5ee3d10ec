import { hasOptions, hasSliderOptions, SLIDER_ROUTE_VALUES } from './question-types.js';

/**
 * Why a survey cannot be saved. The server refuses a save with these codes (400 `bad_request`,
 * one issue each, with 1-based page, question and option numbers and the locale as params), and
 * the builder lists the same problems before it sends, so both name them in the user's language
 * from one dictionary.
 */
export const BUILDER_PROBLEM_CODES = [
  'no_locale',
  'no_internal_name',
  'no_pages',
  'logo',
  'locale_twice',
  'survey_title',
  'page_title',
  'question_text',
  'option_text',
  'no_options',
  'options_not_allowed',
  'slider_options',
  /** A question's weight must be above 0. */
  'importance',
  'repeated_id',
  'foreign_id',
  'missing_route',
  'unknown_reference',
  /** The chosen project is not one of the survey's organisation. */
  'project',
  /** Only a 0–10 slider question can be the Net Promoter question. */
  'nps_type',
  /** Only a choice question with options can be a report grouping question. */
  'report_group_type',
  /** A second question marked as the same kind of report grouping question. */
  'report_group_twice',
] as const;
export type TBuilderProblemCode = (typeof BUILDER_PROBLEM_CODES)[number];

export const isBuilderProblemCode = (code: unknown): code is TBuilderProblemCode =>
  (BUILDER_PROBLEM_CODES as readonly unknown[]).includes(code);

export type TBuilderProblemParams = Record<string, string | number>;

export type TBuilderProblem = {
  code: TBuilderProblemCode;
  /** Where in the saved survey, as a dotted path (`pages.0.questions.2.texts.nl`). */
  path: string;
  params: TBuilderProblemParams;
  /** English, for logs and tools; screens use the code. */
  message: string;
};

type Texts = Partial<Record<string, string>>;

/**
 * The parts of a survey the rules read, as a client sends it (fields with a default may be left
 * out), so the server's parsed input and the builder's unsent draft both fit.
 */
export type TBuilderProblemsInput = {
  internal_name: string;
  translations: readonly { locale: string; title: string }[];
  pages: readonly {
    titles: Texts;
    questions: readonly {
      id?: unknown;
      type: number;
      importance?: number;
      is_nps?: boolean;
      report_group?: string | null;
      texts: Texts;
      options?: readonly { id?: unknown; texts: Texts; route_to_page?: number | null }[];
    }[];
  }[];
};

/** An id as the client sent it (a number, or its digits as text); anything else is no id. */
const idText = (id: unknown): string | undefined =>
  typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;

const missingLocales = (texts: Texts, locales: readonly string[]) => locales.filter((locale) => !texts[locale]?.trim());

/**
 * Every problem of a survey, so the user can fix them all at once. The logo, the ids' owners and
 * the project need the server's data and are checked there.
 */
export function findBuilderProblems(input: TBuilderProblemsInput): TBuilderProblem[] {
  const problems: TBuilderProblem[] = [];
  const add = (code: TBuilderProblemCode, path: string, params: TBuilderProblemParams, message: string) =>
    problems.push({ code, path, params, message });
  const locales = input.translations.map((translation) => translation.locale);
  if (locales.length === 0) add('no_locale', 'translations', {}, 'The survey has no language.');
  if (!input.internal_name.trim()) add('no_internal_name', 'internal_name', {}, 'The survey has no internal name.');
  if (input.pages.length === 0) add('no_pages', 'pages', {}, 'The survey has no pages.');
  if (new Set(locales).size !== locales.length) add('locale_twice', 'translations', {}, 'A language is listed twice.');
  input.translations.forEach((translation, index) => {
    if (!translation.title.trim()) {
      const { locale } = translation;
      add('survey_title', `translations.${index}.title`, { locale }, `The survey has no title in ${locale}.`);
    }
  });
  const pageCount = input.pages.length;
  const questionIds = new Set<string>();
  const optionIds = new Set<string>();
  const reportGroups = new Set<string>();
  input.pages.forEach((page, pageIndex) => {
    const pageName = `Page ${pageIndex + 1}`;
    const pagePath = `pages.${pageIndex}`;
    const at: TBuilderProblemParams = { page: pageIndex + 1 };
    for (const locale of missingLocales(page.titles, locales)) {
      add('page_title', `${pagePath}.titles.${locale}`, { ...at, locale }, `${pageName} has no title in ${locale}.`);
    }
    page.questions.forEach((question, questionIndex) => {
      const name = `${pageName}, question ${questionIndex + 1}`;
      const path = `${pagePath}.questions.${questionIndex}`;
      const questionAt: TBuilderProblemParams = { ...at, question: questionIndex + 1 };
      const options = question.options ?? [];
      const questionId = idText(question.id);
      if (questionId !== undefined) {
        if (questionIds.has(questionId)) {
          add('repeated_id', `${path}.id`, questionAt, `${name} repeats question id ${questionId}.`);
        }
        questionIds.add(questionId);
      }
      for (const locale of missingLocales(question.texts, locales)) {
        add('question_text', `${path}.texts.${locale}`, { ...questionAt, locale }, `${name} has no text in ${locale}.`);
      }
      if (question.importance !== undefined && !(question.importance > 0)) {
        add('importance', `${path}.importance`, questionAt, `${name} has a weight that is not above 0.`);
      }
      if (question.is_nps && !hasSliderOptions(question.type)) {
        add(
          'nps_type',
          `${path}.is_nps`,
          questionAt,
          `${name} is not a 0-10 slider, so it cannot be the NPS question.`,
        );
      }
      const group = question.report_group ?? null;
      if (group !== null) {
        const where = `${path}.report_group`;
        if (!hasOptions(question.type) || options.length === 0) {
          add('report_group_type', where, questionAt, `${name} has no options to group the report by.`);
        } else if (reportGroups.has(group)) {
          add('report_group_twice', where, { ...questionAt, group }, `${name} is a second ${group} question.`);
        }
        reportGroups.add(group);
      }
      if (hasOptions(question.type) && options.length === 0) {
        add('no_options', `${path}.options`, questionAt, `${name} needs at least one option.`);
      }
      if (hasSliderOptions(question.type)) {
        // It routes by options[value]: none, or one per value 0..10.
        if (options.length !== 0 && options.length !== SLIDER_ROUTE_VALUES) {
          const message = `${name} needs no options or exactly ${SLIDER_ROUTE_VALUES}, one per value 0 to 10.`;
          add('slider_options', `${path}.options`, questionAt, message);
        }
      } else if (!hasOptions(question.type) && options.length > 0) {
        add('options_not_allowed', `${path}.options`, questionAt, `${name} is of a type without options.`);
      }
      options.forEach((option, optionIndex) => {
        const optionName = `${name}, option ${optionIndex + 1}`;
        const optionPath = `${path}.options.${optionIndex}`;
        const optionAt: TBuilderProblemParams = { ...questionAt, option: optionIndex + 1 };
        const optionId = idText(option.id);
        if (optionId !== undefined) {
          if (optionIds.has(optionId)) {
            add('repeated_id', `${optionPath}.id`, optionAt, `${optionName} repeats option id ${optionId}.`);
          }
          optionIds.add(optionId);
        }
        // The slider's value options take their numbers as texts.
        for (const locale of hasSliderOptions(question.type) ? [] : missingLocales(option.texts, locales)) {
          const message = `${optionName} has no text in ${locale}.`;
          add('option_text', `${optionPath}.texts.${locale}`, { ...optionAt, locale }, message);
        }
        // pageCount + 1 is the end of the survey.
        const target = option.route_to_page ?? null;
        if (target !== null && target > pageCount + 1) {
          const message = `${optionName} routes to page ${target}, which does not exist.`;
          add('missing_route', `${optionPath}.route_to_page`, optionAt, message);
        }
      });
    });
  });
  return problems;
}
