import { useQuery } from '@tanstack/react-query';
import type { TBenchmarkSettingInput } from '@peil/contract/benchmark-settings';
import { benchmarkSettingsEndpoints as endpoints } from '@peil/contract/api/benchmark-settings';
import { callEndpoint } from '../../../lib/api-client';
import { benchmarkSettingsKeys } from './query-keys';

export const getAllBenchmarkSettings = () => callEndpoint(endpoints.allSettings);

export const getBenchmarkSetting = (id: number) => callEndpoint(endpoints.setting, { params: { id } });

export const saveBenchmarkSetting = (id: number, body: TBenchmarkSettingInput) =>
  callEndpoint(endpoints.updateSetting, { params: { id }, body });

export const createBenchmarkSetting = (body: TBenchmarkSettingInput) => callEndpoint(endpoints.createSetting, { body });

export function useBenchmarkSettingsList() {
  return useQuery({ queryKey: benchmarkSettingsKeys.list(), queryFn: getAllBenchmarkSettings });
}

/** Not kept after use: the edit dialog fills its form once, so it must never start from an old copy. */
export function useBenchmarkSetting(id: number | null) {
  return useQuery({
    queryKey: benchmarkSettingsKeys.setting(id ?? 0),
    queryFn: () => getBenchmarkSetting(id!),
    enabled: id !== null,
    gcTime: 0,
  });
}
