import { useQuery } from '@tanstack/react-query';
import type { TClient, TEditClientRequest, TInsertClientRequest, TLogoResponse } from '@peil/contract/administration';
import type { TBenchmarkSettingSummary } from '@peil/contract/benchmark-settings';
import { apiRequest } from '../../../lib/api-client';
import { administrationKeys } from './query-keys';

const base = '/api/v1/administration';

export function useClients(isEnabled = true) {
  return useQuery({
    queryKey: administrationKeys.clients(),
    queryFn: () => apiRequest<TClient[]>('GET', `${base}/get_clients`),
    enabled: isEnabled,
  });
}

export function useClientLogo(clientId: number) {
  return useQuery({
    queryKey: administrationKeys.clientLogo(clientId),
    queryFn: () => apiRequest<TLogoResponse>('GET', `${base}/get_client_logo/${clientId}`),
    gcTime: 0,
  });
}

/** The benchmark settings a client can use (spec: GET /api/v1/benchmark/all_benchmark_settings, id and name). */
export function useBenchmarkSettingChoices() {
  return useQuery({
    queryKey: administrationKeys.benchmarkSettings(),
    queryFn: () => apiRequest<TBenchmarkSettingSummary[]>('GET', '/api/v1/benchmark/all_benchmark_settings'),
    retry: false,
  });
}

export const insertClient = (body: TInsertClientRequest) =>
  apiRequest<{ id: number }>('POST', `${base}/insert_client`, body);

export const editClient = (body: TEditClientRequest) => apiRequest<{ ok: true }>('POST', `${base}/edit_client`, body);

export const removeClient = (id: number) => apiRequest<{ ok: true }>('POST', `${base}/remove_client`, { id });
