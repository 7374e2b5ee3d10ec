import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TBenchmarkPeriod,
  TBenchmarkSingleSurveyRequest,
  TBenchmarkSingleSurveyResponse,
} from '@peil/contract/benchmark';
import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import { callEndpoint } from '../../../lib/api-client';
import { benchmarkKeys } from './query-keys';

export function getSingleSurveyBenchmark(body: TBenchmarkSingleSurveyRequest): Promise<TBenchmarkSingleSurveyResponse> {
  return callEndpoint(benchmarkEndpoints.singleSurvey, { body });
}

/** The survey against its cluster per dimension; the old chart stays while another period loads. */
export function useSingleSurveyBenchmark(surveyId: number, period: TBenchmarkPeriod, locale: string) {
  return useQuery({
    queryKey: benchmarkKeys.singleSurvey(surveyId, period, locale),
    queryFn: () => getSingleSurveyBenchmark({ survey_id: surveyId, period, locale }),
    placeholderData: keepPreviousData,
  });
}
