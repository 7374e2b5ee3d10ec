import { and, eq, inArray, sql } from 'drizzle-orm';
import { ROLE, type TRole } from '@peil/contract/domain';
import type { TAdministrationUser, TObserverProject, TProjectChoice } from '@peil/contract/administration';
import type { Database, Db } from '../../db/database.js';
import { observerProjectAccess, organizations, projects, users } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { isLoginBlocked, recordLoginFailure } from '../auth/login-attempts.js';
import { hashPassword } from '../auth/passwords.js';
import { DUPLICATE_USER_MESSAGE } from '../auth/service.js';
import type { SessionUser } from '../auth/session-store.js';
import {
  canAssignRole,
  canChangeRoleOf,
  canRemoveUser,
  requireManageableUser,
  type AdministeredUser,
} from '../auth/policies/user.js';
import { requireAccessibleOrganization } from '../auth/policies/organization.js';

/**
 * Addresses are unique across all clients, so a refused save always tells an administrator
 * that an address (or username) exists somewhere in Peil. What it must not tell a client's
 * administrator is where: one text, code and status for every clash (own organisation, another
 * client, username or address), naming no user, organisation or client. Trying many addresses
 * is bounded instead: an administrator below superadmin gets this many refusals per
 * LOGIN_FAILURE_WINDOW_MINUTES, then 429.
 */
const DUPLICATE_REFUSALS_PER_WINDOW = 10;
export type NewUser = {
  username: string;
  email: string;
  password: string;
  organizationId: number;
  role: TRole;
  locale: string;
  observerProjects?: number[];
};

export type ChangedUser = Omit<NewUser, 'password' | 'locale'> & { id: number; password?: string; locale?: string };

const userColumns = sql`u.id, u.username, u.email, u.role, u.organization_id as "organizationId",
  o.name as organization_name, c.id as client_id, c.name as client_name, u.locale`;

export async function findUsersOfOrganization(
  database: Database,
  organizationId: number,
): Promise<TAdministrationUser[]> {
  return database.query<TAdministrationUser>(sql`
    select ${userColumns}
    from users u join organizations o on o.id = u.organization_id join clients c on c.id = o.client_id
    where u.organization_id = ${organizationId}
    order by lower(u.username), u.id`);
}

export async function findAllUsers(database: Database): Promise<TAdministrationUser[]> {
  return database.query<TAdministrationUser>(sql`
    select ${userColumns}
    from users u join organizations o on o.id = u.organization_id join clients c on c.id = o.client_id
    order by lower(u.username), u.id`);
}

export async function findProjectsOfOrganization(
  database: Database,
  organizationId: number,
): Promise<TProjectChoice[]> {
  return database.query<TProjectChoice>(
    sql`select id, name from projects where organization_id = ${organizationId} order by lower(name), id`,
  );
}

/** The organisation's projects, each saying whether the user (an observer) may see it. */
export async function findObserverProjects(
  database: Database,
  organizationId: number,
  userId: number,
): Promise<TObserverProject[]> {
  return database.query<TObserverProject>(sql`
    select p.id, p.name,
      exists (select 1 from observer_project_access a where a.project_id = p.id and a.user_id = ${userId})
        as observer_has_access
    from projects p
    where p.organization_id = ${organizationId}
    order by lower(p.name), p.id`);
}

/** The user as the scope rules need it; 404 when there is none. */
export async function findAdministeredUser(db: Db, userId: number): Promise<AdministeredUser> {
  const [row] = await db
    .select({ id: users.id, role: users.role, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found.');
  return { ...row, role: row.role as TRole };
}

async function requireOrganizationExists(db: Db, organizationId: number): Promise<void> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw notFound('Organisation not found.');
}

/** The caller may put a user with this role into this organisation. */
async function requirePlacement(db: Db, user: SessionUser, organizationId: number, role: TRole): Promise<void> {
  await requireOrganizationExists(db, organizationId);
  await requireAccessibleOrganization(db, user, organizationId);
  if (!canAssignRole(user, role)) throw forbidden('You may not give this role.');
}

/**
 * An observer sees only the projects chosen for them (spec §5: at least one), and only projects
 * of their own organisation; other roles have no project list.
 */
async function observerProjectIds(db: Db, role: TRole, organizationId: number, ids: number[] = []): Promise<number[]> {
  if (role !== ROLE.observer) return [];
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw badRequest('An observer needs at least one project.');
  const found = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, unique), eq(projects.organizationId, organizationId)));
  if (found.length !== unique.length) throw badRequest('A chosen project does not belong to the organisation.');
  return unique;
}

async function isUsernameOrEmailTaken(db: Db, username: string, email: string, exceptUserId = 0): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`(lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email}))
        and ${users.id} <> ${exceptUserId}`,
    )
    .limit(1);
  return rows.length > 0;
}

function duplicateUser(): AppError {
  return new AppError('duplicate_user', DUPLICATE_USER_MESSAGE);
}

function duplicateRefusalKey(user: SessionUser): string {
  return hashToken(`duplicate-user|${user.id}`);
}

async function requireDuplicateRefusalsLeft(db: Db, user: SessionUser): Promise<void> {
  if (user.role === ROLE.superadmin) return;
  if (await isLoginBlocked(db, duplicateRefusalKey(user), DUPLICATE_REFUSALS_PER_WINDOW)) {
    throw new AppError('too_many_requests', 'Too many refused saves. Try again later.');
  }
}

async function refuseDuplicate(db: Db, user: SessionUser): Promise<never> {
  if (user.role !== ROLE.superadmin) await recordLoginFailure(db, duplicateRefusalKey(user));
  throw duplicateUser();
}

/** Two saves with the same name at the same moment: the unique index decides. */
async function rethrowDuplicate(db: Db, user: SessionUser, error: unknown): Promise<never> {
  if (isUniqueViolation(error)) return refuseDuplicate(db, user);
  throw error;
}

export async function insertUser(db: Db, user: SessionUser, input: NewUser): Promise<{ id: number }> {
  await requirePlacement(db, user, input.organizationId, input.role);
  const projectIds = await observerProjectIds(db, input.role, input.organizationId, input.observerProjects);
  await requireDuplicateRefusalsLeft(db, user);
  if (await isUsernameOrEmailTaken(db, input.username, input.email)) return refuseDuplicate(db, user);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          role: input.role,
          organizationId: input.organizationId,
          locale: input.locale,
        })
        .returning({ id: users.id });
      if (projectIds.length > 0) {
        await tx
          .insert(observerProjectAccess)
          .values(projectIds.map((projectId) => ({ userId: created!.id, projectId })));
      }
      return { id: created!.id };
    });
  } catch (error) {
    return rethrowDuplicate(db, user, error);
  }
}

export async function saveUser(db: Db, user: SessionUser, input: ChangedUser): Promise<void> {
  const target = await findAdministeredUser(db, input.id);
  await requireManageableUser(db, user, target);
  if (!canChangeRoleOf(user, target, input.role)) throw forbidden('You may not change your own role.');
  // Keeping an unchanged role is always allowed; a new role must be one the caller may give.
  if (input.role !== target.role || input.organizationId !== target.organizationId) {
    await requirePlacement(db, user, input.organizationId, input.role);
  }
  const projectIds = await observerProjectIds(db, input.role, input.organizationId, input.observerProjects);
  await requireDuplicateRefusalsLeft(db, user);
  if (await isUsernameOrEmailTaken(db, input.username, input.email, input.id)) return refuseDuplicate(db, user);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          username: input.username,
          email: input.email,
          role: input.role,
          organizationId: input.organizationId,
          ...(input.locale === undefined ? {} : { locale: input.locale }),
          ...(passwordHash === undefined ? {} : { passwordHash }),
        })
        .where(eq(users.id, input.id));
      await tx.delete(observerProjectAccess).where(eq(observerProjectAccess.userId, input.id));
      if (projectIds.length > 0) {
        await tx.insert(observerProjectAccess).values(projectIds.map((projectId) => ({ userId: input.id, projectId })));
      }
      // A new password logs the user out everywhere, except the administrator changing their own.
      if (passwordHash !== undefined && input.id !== user.id) {
        await tx.execute(sql`delete from sessions where user_id = ${input.id}`);
      }
    });
  } catch (error) {
    return rethrowDuplicate(db, user, error);
  }
}

export async function removeUser(db: Db, user: SessionUser, userId: number): Promise<void> {
  const target = await findAdministeredUser(db, userId);
  if (!canRemoveUser(user, target)) throw forbidden('You cannot remove yourself.');
  await requireManageableUser(db, user, target);
  // Sessions, admin access, project access and shares go with the user (ON DELETE CASCADE).
  await db.delete(users).where(eq(users.id, userId));
}
