import { useQuery } from '@tanstack/react-query';
import type { TAdminAccessChangeRequest, TAdminAccessResponse } from '@peil/contract/administration';
import { apiRequest } from '../../../lib/api-client';
import { administrationKeys } from './query-keys';

const base = '/api/v1/administration';

export function useAdminAccess(userId: number) {
  return useQuery({
    queryKey: administrationKeys.adminAccess(userId),
    queryFn: () => apiRequest<TAdminAccessResponse>('POST', `${base}/get_admin_access`, { userId }),
  });
}

export const giveAdminAccess = (body: TAdminAccessChangeRequest) =>
  apiRequest<{ ok: true }>('POST', `${base}/give_admin_access`, body);

export const removeAdminAccess = (body: TAdminAccessChangeRequest) =>
  apiRequest<{ ok: true }>('POST', `${base}/remove_admin_access`, body);
