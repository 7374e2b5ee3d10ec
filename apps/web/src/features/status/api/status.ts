import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { jobsEndpoints } from '@peil/contract/api/jobs';
import { restartEndpoints } from '@peil/contract/api/restart';
import { statusEndpoints } from '@peil/contract/api/status';
import { callEndpoint } from '../../../lib/api-client';

export const serverStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['status'],
    queryFn: () => callEndpoint(statusEndpoints.health),
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
    mutationFn: (token: string) => callEndpoint(restartEndpoints.restart, { body: { token } }),
  });
}
