import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TResultsScope } from '@peil/contract/results';
import { respondentEndpoints } from '@peil/contract/api/respondent';
import { resultsEndpoints } from '@peil/contract/api/results';
import { callEndpoint } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

export type TTranslationCount = { locale: string; count: number };

export function getSurveyStart(surveyId: number): Promise<string> {
  return callEndpoint(resultsEndpoints.surveyStart, { params: { id: surveyId } });
}

/** The languages with their completed respondents in the cards' period and answer filters. */
export function getSurveyTranslations(surveyId: number, scope: TResultsScope): Promise<TTranslationCount[]> {
  return callEndpoint(resultsEndpoints.scopedTranslationCounts, { params: { id: surveyId }, body: scope });
}

export async function getSurveyName(surveyId: number, locale: string): Promise<string> {
  return (await callEndpoint(respondentEndpoints.surveyName, { params: { id: surveyId, locale } })).name;
}

export function useSurveyStart(surveyId: number) {
  return useQuery({ queryKey: dashboardKeys.start(surveyId), queryFn: () => getSurveyStart(surveyId) });
}

export function surveyTranslationsQuery(surveyId: number, scope: TResultsScope | null) {
  return queryOptions({
    queryKey: dashboardKeys.translations(surveyId, scope),
    queryFn: () => getSurveyTranslations(surveyId, scope!),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}

export function surveyNameQuery(surveyId: number, locale: string) {
  return queryOptions({
    queryKey: dashboardKeys.name(surveyId, locale),
    queryFn: () => getSurveyName(surveyId, locale),
  });
}
