import { eq, sql } from 'drizzle-orm';
import type { TManagedOrganization, TOrganization } from '@peil/contract/administration';
import type { Database, Db } from '../../db/database.js';
import { isSuperadmin } from '@peil/contract/domain';
import type { SessionUser } from '../auth/session-store.js';
import { ownOrganizationsCondition } from '../auth/policies/scope.js';
import { organizations, projects, surveys, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { normaliseLogoChange, servableLogo } from '../../lib/logo-validation.js';
import { requireClientExists } from './clients.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { inUse } from './in-use.js';

export type OrganizationChanges = {
  organizationId: number;
  name: string;
  /** Undefined keeps the logo, null removes it. */
  logo?: string | null;
};

export async function findOrganizationsOfClient(database: Database, clientId: number): Promise<TOrganization[]> {
  await requireClientExists(database.db, clientId);
  const rows = await database.query<Omit<TOrganization, 'users_count'> & { users_count: string | number }>(sql`
    select o.id, o.name, o.client_id, o.is_home_organization as home_organization, o.logo is not null as has_logo,
      (select count(*) from users u where u.organization_id = o.id) as users_count
    from organizations o
    where o.client_id = ${clientId}
    order by lower(o.name), o.id`);
  return rows.map((row) => ({ ...row, users_count: Number(row.users_count) }));
}

/** The organisations whose users and projects the user administers, by name. */
export async function findManagedOrganizations(
  database: Database,
  user: Pick<SessionUser, 'id' | 'role' | 'organizationId'>,
): Promise<TManagedOrganization[]> {
  const condition = isSuperadmin(user.role) ? sql`true` : ownOrganizationsCondition(user, sql`o.id`);
  return database.query<TManagedOrganization>(
    sql`select o.id, o.name from ${organizations} o where ${condition} order by lower(o.name), o.id`,
  );
}

export async function insertOrganization(db: Db, input: { name: string; clientId: number }): Promise<{ id: number }> {
  await requireClientExists(db, input.clientId);
  const [created] = await db
    .insert(organizations)
    .values({ name: input.name, clientId: input.clientId })
    .returning({ id: organizations.id });
  return { id: created!.id };
}

export async function editOrganization(db: Db, input: OrganizationChanges): Promise<void> {
  const logo = await normaliseLogoChange(input.logo);
  const updated = await db
    .update(organizations)
    .set({ name: input.name, ...(logo === undefined ? {} : { logo }) })
    .where(eq(organizations.id, input.organizationId))
    .returning({ id: organizations.id });
  if (updated.length === 0) throw notFound('Organisation not found.');
}

export async function findOrganizationLogo(db: Db, organizationId: number): Promise<string | null> {
  const [row] = await db
    .select({ logo: organizations.logo })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw notFound('Organisation not found.');
  return servableLogo(row.logo);
}

const countOf = sql<number>`count(*)::int`;

/**
 * An organisation is removed only without users and surveys: those are people's accounts and
 * answers, which nobody should lose through one click. Its empty projects go with it; mailing
 * lists and admin access to it cascade.
 */
export async function removeOrganization(db: Db, organizationId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [organization] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .for('update');
      if (!organization) throw notFound('Organisation not found.');
      const [userCount] = await tx.select({ n: countOf }).from(users).where(eq(users.organizationId, organizationId));
      const [surveyCount] = await tx
        .select({ n: countOf })
        .from(surveys)
        .where(eq(surveys.organizationId, organizationId));
      if (userCount!.n > 0 || surveyCount!.n > 0) {
        throw inUse(
          `The organisation still has ${userCount!.n} user(s) and ${surveyCount!.n} survey(s). Remove or move them first.`,
        );
      }
      await tx.delete(projects).where(eq(projects.organizationId, organizationId));
      await tx.delete(organizations).where(eq(organizations.id, organizationId));
    });
  } catch (error) {
    // A user or survey added at the same moment: the foreign key refuses, and so do we.
    if (isForeignKeyViolation(error)) throw inUse('The organisation still has users or surveys.');
    throw error;
  }
}
