/** Query keys of the administration screen, so that a change refreshes exactly the lists it touches. */
export const administrationKeys = {
  all: ['administration'] as const,
  clients: () => [...administrationKeys.all, 'clients'] as const,
  managedOrganizations: () => [...administrationKeys.all, 'managed-organizations'] as const,
  organizations: (clientId: number) => [...administrationKeys.all, 'organizations', clientId] as const,
  users: (organizationId: number) => [...administrationKeys.all, 'users', organizationId] as const,
  allUsers: () => [...administrationKeys.all, 'all-users'] as const,
  projects: (organizationId: number) => [...administrationKeys.all, 'projects', organizationId] as const,
  observerProjects: (organizationId: number, userId: number) =>
    [...administrationKeys.all, 'observer-projects', organizationId, userId] as const,
  adminAccess: (userId: number) => [...administrationKeys.all, 'admin-access', userId] as const,
  clientLogo: (clientId: number) => [...administrationKeys.all, 'client-logo', clientId] as const,
  organizationLogo: (organizationId: number) =>
    [...administrationKeys.all, 'organization-logo', organizationId] as const,
  benchmarkSettings: () => [...administrationKeys.all, 'benchmark-settings'] as const,
};
