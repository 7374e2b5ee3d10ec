import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TRespondentCountRequest, TResultsScope } from '@peil/contract/results';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

type TCountResponse = { count: number };

/** Both counts take the cards' whole scope: period, languages and answer filters. */
function countRequest(surveyId: number, scope: TResultsScope): TRespondentCountRequest {
  return { surveyId, ...scope };
}

export async function getFinishedCount(surveyId: number, scope: TResultsScope): Promise<number> {
  const body = countRequest(surveyId, scope);
  return (await apiRequest<TCountResponse>('POST', '/api/v1/survey/get_number_of_respondents', body)).count;
}

export async function getUnfinishedCount(surveyId: number, scope: TResultsScope): Promise<number> {
  const body = countRequest(surveyId, scope);
  return (await apiRequest<TCountResponse>('POST', '/api/v1/survey/get_number_of_unfinished_respondents', body)).count;
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
