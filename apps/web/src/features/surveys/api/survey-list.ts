import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { apiRequest } from '../../../lib/api-client';

export const surveyListQueryKey = ['surveys', 'list'] as const;

export const getSurveyList = () => apiRequest<TSurveyListItem[]>('GET', '/api/v1/survey/list');

export const surveyListQueryOptions = () => queryOptions({ queryKey: surveyListQueryKey, queryFn: getSurveyList });

export function useSurveyList() {
  return useQuery(surveyListQueryOptions());
}
