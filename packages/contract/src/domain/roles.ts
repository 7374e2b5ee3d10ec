/** Roles of the spec (§6). They are stored as numbers, and a lower number is a higher rank. */
export const ROLE = { superadmin: 1, admin: 2, researcher: 3, observer: 4 } as const;
export type TRole = (typeof ROLE)[keyof typeof ROLE];
export type TRoleName = keyof typeof ROLE;

/** Every role, highest rank first. */
export const ALL_ROLES: readonly TRole[] = [ROLE.superadmin, ROLE.admin, ROLE.researcher, ROLE.observer];

export const ROLE_NAMES: Record<TRole, TRoleName> = {
  [ROLE.superadmin]: 'superadmin',
  [ROLE.admin]: 'admin',
  [ROLE.researcher]: 'researcher',
  [ROLE.observer]: 'observer',
};

export function isRole(value: unknown): value is TRole {
  return ALL_ROLES.includes(value as TRole);
}

/** Whether `role` ranks at or above `minimum`: the rank order is the reverse of the numbers. */
export function isRoleAtLeast(role: TRole, minimum: TRole): boolean {
  return role <= minimum;
}

export const isSuperadmin = (role: TRole): boolean => role === ROLE.superadmin;
export const isObserver = (role: TRole): boolean => role === ROLE.observer;
