import { useQuery } from '@tanstack/react-query';
import type { TResultCard, TResultsScope } from '@peil/contract/results';
import { surveyNameQuery, surveyTranslationsQuery, type TTranslationCount } from './get-survey-details';
import { surveyResultsQuery } from './get-survey-results';

export type TDashboardData = {
  name: string | undefined;
  translations: TTranslationCount[] | undefined;
  isTranslationsPending: boolean;
  /** Undefined until the results and the languages of the same scope are both in. */
  cards: TResultCard[] | undefined;
  isResultsPending: boolean;
  isResultsError: boolean;
  isResultsSuccess: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
};

/**
 * The dashboard's name, languages and results. The results count as in hand once the languages
 * of the same request are too: the cards are then drawn in one render, and the filters do not
 * render again while they are drawn. Three observers rather than one useQueries, because
 * useQueries starts a new observer for a new key, which loses keepPreviousData's old cards.
 */
export function useDashboardData(surveyId: number, scope: TResultsScope | null, locale: string): TDashboardData {
  const name = useQuery(surveyNameQuery(surveyId, locale));
  const translations = useQuery(surveyTranslationsQuery(surveyId, scope));
  const results = useQuery(surveyResultsQuery(surveyId, scope, locale));
  const isInHand = !results.isPending && !translations.isPending;
  return {
    name: name.data,
    translations: translations.data,
    isTranslationsPending: translations.isPending,
    cards: isInHand ? results.data : undefined,
    isResultsPending: !isInHand,
    isResultsError: isInHand && results.isError,
    isResultsSuccess: isInHand && results.isSuccess,
    isPlaceholderData: results.isPlaceholderData,
    isFetching: results.isFetching,
  };
}
