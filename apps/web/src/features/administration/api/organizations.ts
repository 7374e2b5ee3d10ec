import { useQuery } from '@tanstack/react-query';
import type {
  TEditOrganizationRequest,
  TInsertOrganizationRequest,
  TLogoResponse,
  TManagedOrganization,
  TOrganization,
} from '@peil/contract/administration';
import { apiRequest } from '../../../lib/api-client';
import { administrationKeys } from './query-keys';

const base = '/api/v1/administration';

export function useOrganizationsOfClient(clientId: number | null) {
  return useQuery({
    queryKey: administrationKeys.organizations(clientId ?? 0),
    queryFn: () => apiRequest<TOrganization[]>('GET', `${base}/get_organizations/${clientId}`),
    enabled: clientId !== null,
  });
}

export function useOrganizationLogo(organizationId: number) {
  return useQuery({
    queryKey: administrationKeys.organizationLogo(organizationId),
    queryFn: () => apiRequest<TLogoResponse>('GET', `${base}/get_organization_logo/${organizationId}`),
    gcTime: 0,
  });
}

export const insertOrganization = (body: TInsertOrganizationRequest) =>
  apiRequest<{ id: number }>('POST', `${base}/insert_organization`, body);

export const editOrganization = (body: TEditOrganizationRequest) =>
  apiRequest<{ ok: true }>('POST', `${base}/edit_organization`, body);

export const removeOrganization = (id: number) =>
  apiRequest<{ ok: true }>('POST', `${base}/remove_organization`, { id });

/** The organisations the user administers: an admin's own and those given admin access to. */
export function useManagedOrganizations(isEnabled: boolean) {
  return useQuery({
    queryKey: administrationKeys.managedOrganizations(),
    queryFn: () => apiRequest<TManagedOrganization[]>('GET', `${base}/managed_organizations`),
    enabled: isEnabled,
  });
}
