import { and, eq, sql } from 'drizzle-orm';
import type { TAdminAccessResponse, TOrganizationRef } from '@peil/contract/administration';
import type { Database, Db } from '../../db/database.js';
import { organizations, userAdminAccess } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findAdministeredUser } from './users.js';

/** Organisations the user administers besides their own, and those that can still be given. */
export async function findAdminAccess(database: Database, userId: number): Promise<TAdminAccessResponse> {
  const target = await findAdministeredUser(database.db, userId);
  const rows = await database.query<TOrganizationRef & { has_access: boolean }>(sql`
    select o.id, o.name, c.name as client_name,
      exists (select 1 from user_admin_access a where a.organization_id = o.id and a.user_id = ${userId}) as has_access
    from organizations o join clients c on c.id = o.client_id
    where o.id <> ${target.organizationId}
    order by lower(c.name), lower(o.name), o.id`);
  const ref = ({ id, name, client_name }: TOrganizationRef) => ({ id, name, client_name });
  return {
    adminOrganizations: rows.filter((row) => row.has_access).map(ref),
    possibleOrganizations: rows.filter((row) => !row.has_access).map(ref),
  };
}

export async function giveAdminAccess(db: Db, userId: number, organizationId: number): Promise<void> {
  const target = await findAdministeredUser(db, userId);
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw notFound('Organisation not found.');
  if (target.organizationId === organizationId) throw badRequest('This is already the user’s own organisation.');
  // Giving it twice is harmless: the second call changes nothing.
  await db.insert(userAdminAccess).values({ userId, organizationId }).onConflictDoNothing();
}

export async function removeAdminAccess(db: Db, userId: number, organizationId: number): Promise<void> {
  await findAdministeredUser(db, userId);
  await db
    .delete(userAdminAccess)
    .where(and(eq(userAdminAccess.userId, userId), eq(userAdminAccess.organizationId, organizationId)));
}
