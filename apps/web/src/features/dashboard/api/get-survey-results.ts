import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TResultCard, TResultsScope } from '@peil/contract/results';
import { resultsEndpoints } from '@peil/contract/api/results';
import { callEndpoint } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

export function getSurveyResults(surveyId: number, scope: TResultsScope, locale: string): Promise<TResultCard[]> {
  return callEndpoint(resultsEndpoints.surveyResults, { params: { surveyId }, body: { ...scope, locale } });
}

/** Waits for the scope: the first request already carries the period (see SurveyDashboard). */
export function surveyResultsQuery(surveyId: number, scope: TResultsScope | null, locale: string) {
  return queryOptions({
    queryKey: dashboardKeys.results(surveyId, scope, locale),
    queryFn: () => getSurveyResults(surveyId, scope!, locale),
    enabled: scope !== null,
    // While a new filter loads, the old cards stay in place instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
