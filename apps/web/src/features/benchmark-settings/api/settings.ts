import { useQuery } from '@tanstack/react-query';
import type {
  TBenchmarkSetting,
  TBenchmarkSettingInput,
  TBenchmarkSettingSummary,
} from '@peil/contract/benchmark-settings';
import { apiRequest } from '../../../lib/api-client';
import { benchmarkSettingsKeys } from './query-keys';

export const getAllBenchmarkSettings = () =>
  apiRequest<TBenchmarkSettingSummary[]>('GET', '/api/v1/benchmark/all_benchmark_settings');

export const getBenchmarkSetting = (id: number) =>
  apiRequest<TBenchmarkSetting>('GET', `/api/v1/benchmark/settings/${id}`);

export const saveBenchmarkSetting = (id: number, body: TBenchmarkSettingInput) =>
  apiRequest<TBenchmarkSetting>('POST', `/api/v1/benchmark/settings/${id}`, body);

export const createBenchmarkSetting = (body: TBenchmarkSettingInput) =>
  apiRequest<TBenchmarkSetting>('POST', '/api/v1/benchmark/create_settings', body);

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
