import { useQuery } from '@tanstack/react-query';
import type { TClustersInSettingsResponse } from '@peil/contract/benchmark';
import { benchmarkEndpoints } from '@peil/contract/api/benchmark';
import { callEndpoint } from '../../../lib/api-client';
import { benchmarkKeys } from './query-keys';

export function getClustersInSettings(): Promise<TClustersInSettingsResponse> {
  return callEndpoint(benchmarkEndpoints.clustersInSettings);
}

export function useClustersInSettings(isEnabled: boolean) {
  return useQuery({ queryKey: benchmarkKeys.clusters(), queryFn: getClustersInSettings, enabled: isEnabled });
}
