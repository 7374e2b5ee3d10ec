import type { TContentLocale } from '@peil/contract/locale-codes';
import type { TBuilderSurveyRequest } from '@peil/contract/surveys';
import {
  canRoute,
  findBuilderProblems,
  hasOptions,
  hasSliderOptions,
  QUESTION_TYPE,
  type TBuilderProblem,
} from '@peil/contract/domain';
import { END_OF_SURVEY, type TDraftOption, type TDraftSurvey, type TTexts } from './builder-state';

/** One reason the survey cannot be saved; `code` names a text of the builder dictionary's `problems`. */
export type TDraftProblem = Pick<TBuilderProblem, 'code' | 'params'>;

export const isMissing = (texts: TTexts, locale: TContentLocale) => !texts[locale]?.trim();

/**
 * The server's rules, run on what a save would send, so every problem can be listed at once in
 * the user's language before sending; and a route to a page that was deleted, which the save
 * body can no longer show.
 */
export function findDraftProblems(survey: TDraftSurvey): TDraftProblem[] {
  const problems: TDraftProblem[] = findBuilderProblems(buildPayload(survey)).map(({ code, params }) => ({
    code,
    params,
  }));
  const pageKeys = new Set([...survey.pages.map((page) => page.key), END_OF_SURVEY]);
  survey.pages.forEach((page, pageIndex) => {
    page.questions.forEach((question, questionIndex) => {
      question.options.forEach((option, optionIndex) => {
        if (option.routeToPageKey !== null && !pageKeys.has(option.routeToPageKey)) {
          const params = { page: pageIndex + 1, question: questionIndex + 1, option: optionIndex + 1 };
          problems.push({ code: 'missing_route', params });
        }
      });
    });
  });
  return problems;
}

/** Something that saves, but probably not as meant; `key` names a text under `warnings`. */
export type TBuilderWarning = {
  key: 'backwardRoute' | 'bothRoutes';
  params: Record<string, string | number>;
};

/**
 * Routes worth a second look before saving: to the same or an earlier page (a respondent can
 * go round in circles), and a page and a URL on one option (the URL wins, the page is ignored).
 */
export function findBuilderWarnings(survey: TDraftSurvey): TBuilderWarning[] {
  const warnings: TBuilderWarning[] = [];
  const pageIndex = new Map(survey.pages.map((page, index) => [page.key, index]));
  survey.pages.forEach((page, index) => {
    page.questions.forEach((question, questionIndex) => {
      if (!canRoute(question.type)) return;
      question.options.forEach((option, optionIndex) => {
        const at = {
          page: index + 1,
          question: questionIndex + 1,
          option: hasSliderOptions(question.type) ? String(optionIndex) : optionIndex + 1,
        };
        const target = option.routeToPageKey === null ? undefined : pageIndex.get(option.routeToPageKey);
        if (target !== undefined && target <= index) {
          warnings.push({ key: 'backwardRoute', params: { ...at, target: target + 1 } });
        }
        if (option.routeToPageKey !== null && option.route_to_url.trim()) {
          warnings.push({ key: 'bothRoutes', params: at });
        }
      });
    });
  });
  return warnings;
}

/** Empty required texts per chosen locale, for the counts above the builder. */
export function missingTextCounts(survey: TDraftSurvey): Partial<Record<TContentLocale, number>> {
  const counts: Partial<Record<TContentLocale, number>> = {};
  for (const locale of survey.locales) {
    let count = survey.translations[locale]?.title.trim() ? 0 : 1;
    for (const page of survey.pages) {
      if (isMissing(page.titles, locale)) count += 1;
      for (const question of page.questions) {
        if (isMissing(question.texts, locale)) count += 1;
        // The value options of type 12 take their numbers as texts.
        if (!hasSliderOptions(question.type)) {
          count += question.options.filter((option) => isMissing(option.texts, locale)).length;
        }
      }
    }
    counts[locale] = count;
  }
  return counts;
}

function pickTexts(texts: TTexts, locales: TContentLocale[]): TTexts {
  return Object.fromEntries(locales.map((locale) => [locale, (texts[locale] ?? '').trim()]));
}

/**
 * The save body: texts of the chosen locales only, page keys of routes turned into page
 * numbers, and the ids of stored questions and options kept so their answers stay attached.
 */
export function buildPayload(survey: TDraftSurvey): TBuilderSurveyRequest {
  const { locales } = survey;
  const pageNumber = new Map(survey.pages.map((page, index) => [page.key, index + 1]));
  pageNumber.set(END_OF_SURVEY, survey.pages.length + 1);
  const routeOf = (option: TDraftOption) => ({
    route_to_page: option.routeToPageKey === null ? null : (pageNumber.get(option.routeToPageKey) ?? null),
    route_to_url: option.route_to_url.trim() || null,
  });
  return {
    internal_name: survey.internalName.trim(),
    color: survey.color,
    logo: survey.logo,
    organizationId: survey.organizationId,
    projectId: survey.projectId,
    status: survey.status,
    translations: locales.map((locale) => {
      const translation = survey.translations[locale];
      return {
        locale,
        title: translation?.title.trim() ?? '',
        description: translation?.description ?? '',
        begin_message: translation?.begin_message ?? '',
        end_message: translation?.end_message ?? '',
      };
    }),
    pages: survey.pages.map((page) => ({
      titles: pickTexts(page.titles, locales),
      questions: page.questions.map((question) => ({
        ...(question.id === undefined ? {} : { id: question.id }),
        type: question.type,
        required: question.required,
        dimension_id: question.dimension_id,
        importance: question.importance,
        is_nps: question.is_nps,
        report_group: hasOptions(question.type) ? question.report_group : null,
        texts: pickTexts(question.texts, locales),
        options: hasSliderOptions(question.type)
          ? question.options.map((option, value) => ({
              ...(option.id === undefined ? {} : { id: option.id }),
              texts: Object.fromEntries(locales.map((locale) => [locale, String(value)])),
              ...routeOf(option),
              score: null,
            }))
          : hasOptions(question.type)
            ? question.options.map((option) => ({
                ...(option.id === undefined ? {} : { id: option.id }),
                texts: pickTexts(option.texts, locales),
                is_open: option.is_open,
                exclude_others: question.type === QUESTION_TYPE.multipleChoice && option.exclude_others,
                ...routeOf(option),
                score: option.score,
              }))
            : [],
      })),
    })),
  };
}
