import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TBenchmarkNetPromoterResponse,
  TBenchmarkPeriod,
  TBenchmarkSingleSurveyRequest,
} from '@peil/contract/benchmark';
import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import { callEndpoint } from '../../../lib/api-client';
import { benchmarkKeys } from './query-keys';

export function getNetPromoter(body: TBenchmarkSingleSurveyRequest): Promise<TBenchmarkNetPromoterResponse> {
  return callEndpoint(benchmarkEndpoints.netPromoter, { body });
}

/** The survey's Net Promoter questions against its cluster, in the period of the charts. */
export function useNetPromoter(surveyId: number, period: TBenchmarkPeriod, locale: string) {
  return useQuery({
    queryKey: benchmarkKeys.netPromoter(surveyId, period, locale),
    queryFn: () => getNetPromoter({ survey_id: surveyId, period, locale }),
    placeholderData: keepPreviousData,
  });
}
