import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveysEndpoints } from '@peil/contract/api/surveys';
import { callEndpoint } from '../../../lib/api-client';

export const surveyListQueryKey = ['surveys', 'list'] as const;

export const getSurveyList = () => callEndpoint(surveysEndpoints.list);

export const surveyListQueryOptions = () => queryOptions({ queryKey: surveyListQueryKey, queryFn: getSurveyList });

export function useSurveyList() {
  return useQuery(surveyListQueryOptions());
}
