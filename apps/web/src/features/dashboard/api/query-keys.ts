import type { TResultsScope } from '@peil/contract/results';

/** Query keys of the dashboard; everything of one survey starts with ['dashboard', surveyId]. */
export const dashboardKeys = {
  survey: (surveyId: number) => ['dashboard', surveyId] as const,
  name: (surveyId: number, locale: string) => ['dashboard', surveyId, 'name', locale] as const,
  start: (surveyId: number) => ['dashboard', surveyId, 'start'] as const,
  translations: (surveyId: number, scope: TResultsScope | null) =>
    ['dashboard', surveyId, 'translations', scope] as const,
  results: (surveyId: number, scope: TResultsScope | null, locale: string) =>
    ['dashboard', surveyId, 'results', scope, locale] as const,
  openAnswers: (surveyId: number, questionId: number, scope: TResultsScope, page: number, search: string) =>
    ['dashboard', surveyId, 'open-answers', questionId, scope, page, search] as const,
  finished: (surveyId: number, scope: TResultsScope | null) => ['dashboard', surveyId, 'finished', scope] as const,
  unfinished: (surveyId: number, scope: TResultsScope | null) => ['dashboard', surveyId, 'unfinished', scope] as const,
};
