import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TBenchmarkTrendRequest,
  TBenchmarkTrendResponse,
  TTrendGranularity,
} from '@peil/contract/benchmark-trend';
import { apiRequest } from '../../../lib/api-client';
import { benchmarkKeys } from './query-keys';

export function getTrend(body: TBenchmarkTrendRequest): Promise<TBenchmarkTrendResponse> {
  return apiRequest<TBenchmarkTrendResponse>('POST', '/api/v1/benchmark/trend', body);
}

/** The survey per dimension per month or quarter over three years, beside its default cluster. */
export function useTrend(surveyId: number, granularity: TTrendGranularity, locale: string) {
  return useQuery({
    queryKey: benchmarkKeys.trend(surveyId, granularity, locale),
    queryFn: () => getTrend({ survey_id: surveyId, granularity, locale }),
    placeholderData: keepPreviousData,
  });
}
