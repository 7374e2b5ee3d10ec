import { useQuery } from '@tanstack/react-query';
import type {
  TAdministrationUser,
  TInsertUserRequest,
  TObserverProject,
  TProjectChoice,
  TRemoveUserRequest,
  TSaveUserRequest,
} from '@peil/contract/administration';
import { apiRequest } from '../../../lib/api-client';
import { administrationKeys } from './query-keys';

const base = '/api/v1/administration';

export function useUsersOfOrganization(organizationId: number | null) {
  return useQuery({
    queryKey: administrationKeys.users(organizationId ?? 0),
    queryFn: () => apiRequest<TAdministrationUser[]>('GET', `${base}/get_users/${organizationId}`),
    enabled: organizationId !== null,
  });
}

export function useAllUsers() {
  return useQuery({
    queryKey: administrationKeys.allUsers(),
    queryFn: () => apiRequest<TAdministrationUser[]>('GET', `${base}/get_all_users`),
  });
}

export function useProjectsOfOrganization(organizationId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: administrationKeys.projects(organizationId),
    queryFn: () => apiRequest<TProjectChoice[]>('GET', `${base}/projects_from_organization/${organizationId}`),
    enabled: isEnabled,
  });
}

/** The organisation's projects with the observer's access, for editing an existing user. */
export function useObserverProjects(organizationId: number, userId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: administrationKeys.observerProjects(organizationId, userId),
    queryFn: () => apiRequest<TObserverProject[]>('GET', `${base}/projects/${organizationId}/${userId}`),
    enabled: isEnabled,
  });
}

export const insertUser = (body: TInsertUserRequest) => apiRequest<{ id: number }>('POST', `${base}/insert_user`, body);

export const saveUser = (body: TSaveUserRequest) => apiRequest<{ ok: true }>('POST', `${base}/save_user`, body);

export const removeUser = (body: TRemoveUserRequest) => apiRequest<{ ok: true }>('POST', `${base}/remove_user`, body);
