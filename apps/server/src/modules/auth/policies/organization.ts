import { sql } from 'drizzle-orm';
import { isSuperadmin } from '@peil/contract/domain';
import type { Db } from '../../../db/database.js';
import { userAdminAccess } from '../../../db/schema.js';
import { forbidden } from '../../../lib/errors.js';
import type { ScopeUser } from './scope.js';

/**
 * Whether the user may act on an organisation: superadmins on every one, everyone else on their
 * own organisation and on organisations they were given admin access to.
 */
export async function canAccessOrganization(db: Db, user: ScopeUser, organizationId: number): Promise<boolean> {
  if (isSuperadmin(user.role) || user.organizationId === organizationId) return true;
  const rows = await db
    .select({ organizationId: userAdminAccess.organizationId })
    .from(userAdminAccess)
    .where(sql`${userAdminAccess.userId} = ${user.id} and ${userAdminAccess.organizationId} = ${organizationId}`)
    .limit(1);
  return rows.length > 0;
}

/** Refuses with 403: the organisation exists for the caller, it is just not theirs. */
export async function requireAccessibleOrganization(db: Db, user: ScopeUser, organizationId: number): Promise<void> {
  if (!(await canAccessOrganization(db, user, organizationId))) throw forbidden();
}
