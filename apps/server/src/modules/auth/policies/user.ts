import { ALL_ROLES, isRoleAtLeast, isSuperadmin, ROLE, type TRole } from '@peil/contract/domain';
import type { Db } from '../../../db/database.js';
import { forbidden } from '../../../lib/errors.js';
import { canAccessOrganization } from './organization.js';
import type { ScopeUser } from './scope.js';

// Superadmins administer everyone. Admins administer the users of their own organisation and of
// organisations they were given admin access to, except superadmins, and give only the roles
// admin, researcher and observer. Researchers and observers administer nobody (the routes'
// minRole already refuses them; these functions say no as well).

/** A user as the administration sees it: enough to decide who may change them. */
export type AdministeredUser = { id: number; role: TRole; organizationId: number };

/** Roles the user may give: their own rank and below, so only a superadmin makes a superadmin. */
export function assignableRoles(user: ScopeUser): TRole[] {
  if (!isRoleAtLeast(user.role, ROLE.admin)) return [];
  return ALL_ROLES.filter((role) => isRoleAtLeast(user.role, role));
}

export function canAssignRole(user: ScopeUser, role: TRole): boolean {
  return assignableRoles(user).includes(role);
}

/** Whether the user may edit or remove `target` (without looking at what the edit changes). */
async function canManageUser(db: Db, user: ScopeUser, target: AdministeredUser): Promise<boolean> {
  if (isSuperadmin(user.role)) return true;
  if (user.role !== ROLE.admin || isSuperadmin(target.role)) return false;
  return canAccessOrganization(db, user, target.organizationId);
}

/** 403: the user exists for the caller, it is just not theirs to change. */
export async function requireManageableUser(db: Db, user: ScopeUser, target: AdministeredUser): Promise<void> {
  if (!(await canManageUser(db, user, target))) throw forbidden();
}

/** Nobody removes their own account: the last superadmin could lock everyone out. */
export function canRemoveUser(user: ScopeUser, target: AdministeredUser): boolean {
  return target.id !== user.id;
}

/** Nobody changes their own role, for the same reason. */
export function canChangeRoleOf(user: ScopeUser, target: AdministeredUser, newRole: TRole): boolean {
  return target.id !== user.id || newRole === target.role;
}
