import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TStatusResponse } from '@peil/contract/status';
import type { TRestartRequest } from '@peil/contract/auth';
import { jobsEndpoints } from '@peil/contract/api/jobs';
import { apiRequest, callEndpoint } from '../../../lib/api-client';

export const serverStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['status'],
    queryFn: () => apiRequest<TStatusResponse>('GET', '/status'),
    retry: false,
    refetchInterval: 10_000,
  });

export function useServerStatus() {
  return useQuery(serverStatusQueryOptions());
}

/** The background job queue; the server answers superadmins only. */
export function useJobQueueStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['status', 'jobs'],
    queryFn: () => callEndpoint(jobsEndpoints.queueStatus),
    enabled,
    refetchInterval: 10_000,
  });
}

/** The token goes to the server, which compares it with its own configuration. */
export function useRestartServer() {
  return useMutation({
    mutationFn: (token: string) => {
      const body: TRestartRequest = { token };
      return apiRequest('POST', '/api/v1/restart', body);
    },
  });
}
