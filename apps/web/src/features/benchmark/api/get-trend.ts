import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TBenchmarkTrendRequest,
  TBenchmarkTrendResponse,
  TTrendGranularity,
} from '@peil/contract/benchmark-trend';
import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import { callEndpoint } from '../../../lib/api-client';
import { benchmarkKeys } from './query-keys';

export function getTrend(body: TBenchmarkTrendRequest): Promise<TBenchmarkTrendResponse> {
  return callEndpoint(benchmarkEndpoints.trend, { body });
}

/**
 * The survey per dimension per month or quarter over three years, beside the chosen cluster
 * (null: the setting's default cluster).
 */
export function useTrend(surveyId: number, granularity: TTrendGranularity, clusterId: number | null, locale: string) {
  return useQuery({
    queryKey: benchmarkKeys.trend(surveyId, granularity, clusterId, locale),
    queryFn: () =>
      getTrend({ survey_id: surveyId, granularity, locale, ...(clusterId === null ? {} : { cluster_id: clusterId }) }),
    placeholderData: keepPreviousData,
  });
}
