import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TRespondentCountRequest, TResultsScope } from '@peil/contract/results';
import { resultsEndpoints } from '@peil/contract/api/results';
import { callEndpoint } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

/** Both counts take the cards' whole scope: period, languages and answer filters. */
function countRequest(surveyId: number, scope: TResultsScope): TRespondentCountRequest {
  return { surveyId, ...scope };
}

export async function getFinishedCount(surveyId: number, scope: TResultsScope): Promise<number> {
  const body = countRequest(surveyId, scope);
  return (await callEndpoint(resultsEndpoints.finishedCount, { body })).count;
}

export async function getUnfinishedCount(surveyId: number, scope: TResultsScope): Promise<number> {
  const body = countRequest(surveyId, scope);
  return (await callEndpoint(resultsEndpoints.unfinishedCount, { body })).count;
}

export function useFinishedCount(surveyId: number, scope: TResultsScope | null) {
  return useQuery({
    queryKey: dashboardKeys.finished(surveyId, scope),
    queryFn: () => getFinishedCount(surveyId, scope!),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}

export function useUnfinishedCount(surveyId: number, scope: TResultsScope | null) {
  return useQuery({
    queryKey: dashboardKeys.unfinished(surveyId, scope),
    queryFn: () => getUnfinishedCount(surveyId, scope!),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}
