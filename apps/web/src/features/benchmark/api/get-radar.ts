import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TBenchmarkPeriod,
  TRadarClusterRequest,
  TRadarClusterResponse,
  TRadarTimeRequest,
  TRadarTimeResponse,
} from '@peil/contract/benchmark';
import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import { callEndpoint } from '../../../lib/api-client';
import { benchmarkKeys } from './query-keys';

export function getRadarCluster(body: TRadarClusterRequest): Promise<TRadarClusterResponse> {
  return callEndpoint(benchmarkEndpoints.radarCluster, { body });
}

export function getRadarTime(body: TRadarTimeRequest): Promise<TRadarTimeResponse> {
  return callEndpoint(benchmarkEndpoints.radarTime, { body });
}

/** Spec §5: cluster mode needs a survey and a cluster before it asks. */
export function useRadarCluster(surveyId: number, clusterId: number | null, locale: string, isEnabled: boolean) {
  return useQuery({
    queryKey: benchmarkKeys.radarCluster(surveyId, clusterId ?? 0, locale),
    queryFn: () => getRadarCluster({ surveyId, clusterId: clusterId!, locale }),
    enabled: isEnabled && clusterId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Spec §5: the time modes need a survey and both periods before they ask. */
export function useRadarTime(
  surveyId: number,
  periods: { startPeriod: TBenchmarkPeriod; endPeriod: TBenchmarkPeriod } | null,
  locale: string,
  isEnabled: boolean,
) {
  return useQuery({
    queryKey: benchmarkKeys.radarTime(surveyId, periods?.startPeriod ?? null, periods?.endPeriod ?? null, locale),
    queryFn: () => getRadarTime({ surveyId, startPeriod: periods!.startPeriod, endPeriod: periods!.endPeriod, locale }),
    enabled: isEnabled && periods !== null,
    placeholderData: keepPreviousData,
  });
}
