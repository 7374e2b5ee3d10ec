import { useQuery } from '@tanstack/react-query';
import type { TEditOrganizationRequest, TInsertOrganizationRequest } from '@peil/contract/administration';
import { administrationEndpoints as endpoints } from '@peil/contract/api/administration';
import { callEndpoint } from '../../../lib/api-client';
import { administrationKeys } from './query-keys';

export function useOrganizationsOfClient(clientId: number | null) {
  return useQuery({
    queryKey: administrationKeys.organizations(clientId ?? 0),
    queryFn: () => callEndpoint(endpoints.getOrganizations, { params: { clientId: clientId! } }),
    enabled: clientId !== null,
  });
}

export function useOrganizationLogo(organizationId: number) {
  return useQuery({
    queryKey: administrationKeys.organizationLogo(organizationId),
    queryFn: () => callEndpoint(endpoints.getOrganizationLogo, { params: { organizationId } }),
    gcTime: 0,
  });
}

export const insertOrganization = (body: TInsertOrganizationRequest) =>
  callEndpoint(endpoints.insertOrganization, { body });

export const editOrganization = (body: TEditOrganizationRequest) => callEndpoint(endpoints.editOrganization, { body });

export const removeOrganization = (id: number) => callEndpoint(endpoints.removeOrganization, { body: { id } });

/** The organisations the user administers: an admin's own and those given admin access to. */
export function useManagedOrganizations(isEnabled: boolean) {
  return useQuery({
    queryKey: administrationKeys.managedOrganizations(),
    queryFn: () => callEndpoint(endpoints.managedOrganizations),
    enabled: isEnabled,
  });
}
