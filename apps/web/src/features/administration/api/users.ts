import { useQuery } from '@tanstack/react-query';
import type { TInsertUserRequest, TRemoveUserRequest, TSaveUserRequest } from '@peil/contract/administration';
import { administrationEndpoints as endpoints } from '@peil/contract/api/administration';
import { callEndpoint } from '../../../lib/api-client';
import { administrationKeys } from './query-keys';

export function useUsersOfOrganization(organizationId: number | null) {
  return useQuery({
    queryKey: administrationKeys.users(organizationId ?? 0),
    queryFn: () => callEndpoint(endpoints.getUsers, { params: { organizationId: organizationId! } }),
    enabled: organizationId !== null,
  });
}

export function useAllUsers() {
  return useQuery({
    queryKey: administrationKeys.allUsers(),
    queryFn: () => callEndpoint(endpoints.getAllUsers),
  });
}

export function useProjectsOfOrganization(organizationId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: administrationKeys.projects(organizationId),
    queryFn: () => callEndpoint(endpoints.projectsFromOrganization, { params: { organizationId } }),
    enabled: isEnabled,
  });
}

/** The organisation's projects with the observer's access, for editing an existing user. */
export function useObserverProjects(organizationId: number, userId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: administrationKeys.observerProjects(organizationId, userId),
    queryFn: () => callEndpoint(endpoints.projects, { params: { organizationId, userId } }),
    enabled: isEnabled,
  });
}

export const insertUser = (body: TInsertUserRequest) => callEndpoint(endpoints.insertUser, { body });

export const saveUser = (body: TSaveUserRequest) => callEndpoint(endpoints.saveUser, { body });

export const removeUser = (body: TRemoveUserRequest) => callEndpoint(endpoints.removeUser, { body });
