import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TBenchmarkPeriod,
  TBenchmarkTimeComparisonRequest,
  TBenchmarkTimeComparisonResponse,
} from '@peil/contract/benchmark';
import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import { callEndpoint } from '../../../lib/api-client';
import { benchmarkKeys } from './query-keys';

export function getTimeComparison(body: TBenchmarkTimeComparisonRequest): Promise<TBenchmarkTimeComparisonResponse> {
  return callEndpoint(benchmarkEndpoints.timeComparison, { body });
}

export function getQuestionLevelTimeComparison(
  body: TBenchmarkTimeComparisonRequest,
): Promise<TBenchmarkTimeComparisonResponse> {
  return callEndpoint(benchmarkEndpoints.questionLevelTimeComparison, { body });
}

type TPeriods = { periodOne: TBenchmarkPeriod; periodTwo: TBenchmarkPeriod } | null;

/** The survey in two periods per dimension; waits until both periods are chosen. */
export function useTimeComparison(surveyId: number, periods: TPeriods, locale: string) {
  return useQuery({
    queryKey: benchmarkKeys.timeComparison(surveyId, periods?.periodOne ?? null, periods?.periodTwo ?? null, locale),
    queryFn: () =>
      getTimeComparison({
        survey_id: surveyId,
        period_one: periods!.periodOne,
        period_two: periods!.periodTwo,
        locale,
      }),
    enabled: periods !== null,
    placeholderData: keepPreviousData,
  });
}

/** The survey in two periods per question. */
export function useQuestionLevelTimeComparison(surveyId: number, periods: TPeriods, locale: string) {
  return useQuery({
    queryKey: benchmarkKeys.questionLevelTime(surveyId, periods?.periodOne ?? null, periods?.periodTwo ?? null, locale),
    queryFn: () =>
      getQuestionLevelTimeComparison({
        survey_id: surveyId,
        period_one: periods!.periodOne,
        period_two: periods!.periodTwo,
        locale,
      }),
    enabled: periods !== null,
    placeholderData: keepPreviousData,
  });
}
