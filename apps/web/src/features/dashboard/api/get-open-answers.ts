import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TOpenAnswersPage, TResultsScope } from '@peil/contract/results';
import { resultsEndpoints } from '@peil/contract/api/results';
import { callEndpoint } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

export function getOpenAnswers(
  surveyId: number,
  questionId: number,
  scope: TResultsScope,
  page: number,
  search: string,
): Promise<TOpenAnswersPage> {
  return callEndpoint(resultsEndpoints.openAnswers, {
    params: { surveyId },
    body: { ...scope, questionId, page, search },
  });
}

/** Pages after the first, or any search; the first page comes with the card. */
export function useOpenAnswers(
  surveyId: number,
  questionId: number,
  scope: TResultsScope,
  page: number,
  search: string,
  isEnabled: boolean,
) {
  return useQuery({
    queryKey: dashboardKeys.openAnswers(surveyId, questionId, scope, page, search),
    queryFn: () => getOpenAnswers(surveyId, questionId, scope, page, search),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
