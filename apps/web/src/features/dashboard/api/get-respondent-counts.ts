import { useQuery } from '@tanstack/react-query';
import type { TResultsScope } from '@peil/contract/results';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

type TCountResponse = { count: number };

export async function getFinishedCount(surveyId: number, scope: TResultsScope): Promise<number> {
  const { fromDate, toDate, translationFilter } = scope;
  const body = { surveyId, fromDate, toDate, translationFilter };
  return (await apiRequest<TCountResponse>('POST', '/api/v1/survey/get_number_of_respondents', body)).count;
}

export async function getUnfinishedCount(surveyId: number, scope: TResultsScope): Promise<number> {
  const body = { surveyId, fromDate: scope.fromDate, toDate: scope.toDate };
  return (await apiRequest<TCountResponse>('POST', '/api/v1/survey/get_number_of_unfinished_respondents', body)).count;
}

export function useFinishedCount(surveyId: number, scope: TResultsScope) {
  return useQuery({
    queryKey: dashboardKeys.finished(surveyId, scope),
    queryFn: () => getFinishedCount(surveyId, scope),
  });
}

export function useUnfinishedCount(surveyId: number, scope: TResultsScope) {
  return useQuery({
    queryKey: dashboardKeys.unfinished(surveyId, scope),
    queryFn: () => getUnfinishedCount(surveyId, scope),
  });
}
