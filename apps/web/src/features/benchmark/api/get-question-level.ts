import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TBenchmarkPeriod,
  TBenchmarkSingleSurveyRequest,
  TBenchmarkSingleSurveyResponse,
} from '@peil/contract/benchmark';
import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import { callEndpoint } from '../../../lib/api-client';
import { benchmarkKeys } from './query-keys';

export function getQuestionLevel(body: TBenchmarkSingleSurveyRequest): Promise<TBenchmarkSingleSurveyResponse> {
  return callEndpoint(benchmarkEndpoints.questionLevel, { body });
}

/** The survey against its cluster per question, for the table under the chart. */
export function useQuestionLevel(surveyId: number, period: TBenchmarkPeriod, locale: string) {
  return useQuery({
    queryKey: benchmarkKeys.questionLevel(surveyId, period, locale),
    queryFn: () => getQuestionLevel({ survey_id: surveyId, period, locale }),
    placeholderData: keepPreviousData,
  });
}
