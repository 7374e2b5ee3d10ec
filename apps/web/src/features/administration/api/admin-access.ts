import { useQuery } from '@tanstack/react-query';
import type { TAdminAccessChangeRequest } from '@peil/contract/administration';
import { administrationEndpoints as endpoints } from '@peil/contract/api/administration';
import { callEndpoint } from '../../../lib/api-client';
import { administrationKeys } from './query-keys';

export function useAdminAccess(userId: number) {
  return useQuery({
    queryKey: administrationKeys.adminAccess(userId),
    queryFn: () => callEndpoint(endpoints.getAdminAccess, { body: { userId } }),
  });
}

export const giveAdminAccess = (body: TAdminAccessChangeRequest) => callEndpoint(endpoints.giveAdminAccess, { body });

export const removeAdminAccess = (body: TAdminAccessChangeRequest) =>
  callEndpoint(endpoints.removeAdminAccess, { body });
