import { useQuery } from '@tanstack/react-query';
import type { TClustersInSettingsResponse } from '@peil/contract/benchmark';
import { apiRequest } from '../../../lib/api-client';
import { benchmarkKeys } from './query-keys';

export function getClustersInSettings(): Promise<TClustersInSettingsResponse> {
  return apiRequest<TClustersInSettingsResponse>('GET', '/api/v1/benchmark/clusters_in_settings');
}

export function useClustersInSettings(isEnabled: boolean) {
  return useQuery({ queryKey: benchmarkKeys.clusters(), queryFn: getClustersInSettings, enabled: isEnabled });
}
