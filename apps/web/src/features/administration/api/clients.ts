import { useQuery } from '@tanstack/react-query';
import type { TEditClientRequest, TInsertClientRequest } from '@peil/contract/administration';
import { administrationEndpoints as endpoints } from '@peil/contract/api/administration';
import { benchmarkSettingsEndpoints } from '@peil/contract/api/benchmark-settings';
import { callEndpoint } from '../../../lib/api-client';
import { administrationKeys } from './query-keys';

export function useClients(isEnabled = true) {
  return useQuery({
    queryKey: administrationKeys.clients(),
    queryFn: () => callEndpoint(endpoints.getClients),
    enabled: isEnabled,
  });
}

export function useClientLogo(clientId: number) {
  return useQuery({
    queryKey: administrationKeys.clientLogo(clientId),
    queryFn: () => callEndpoint(endpoints.getClientLogo, { params: { clientId } }),
    gcTime: 0,
  });
}

/** The benchmark settings a client can use (id and name). */
export function useBenchmarkSettingChoices() {
  return useQuery({
    queryKey: administrationKeys.benchmarkSettings(),
    queryFn: () => callEndpoint(benchmarkSettingsEndpoints.allSettings),
    retry: false,
  });
}

export const insertClient = (body: TInsertClientRequest) => callEndpoint(endpoints.insertClient, { body });

export const editClient = (body: TEditClientRequest) => callEndpoint(endpoints.editClient, { body });

export const removeClient = (id: number) => callEndpoint(endpoints.removeClient, { body: { id } });
