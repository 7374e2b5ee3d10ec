import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { surveys, userAdminAccess } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from './session-store.js';

// ---------------------------------------------------------------- survey scope
//
// Which surveys a user may read, as SQL conditions on the `surveys` table so that every list
// and every record check applies the same rule inside its own query:
// - superadmin: every survey;
// - admin and researcher: surveys of their own organisation, of organisations they were given
//   admin access to, and surveys shared with them;
// - observer: surveys in projects given to them, and surveys shared with them.

type ScopeUser = Pick<SessionUser, 'id' | 'role' | 'organizationId'>;

function sharedWithUser(user: ScopeUser): SQL {
  return sql`${surveys.id} in (select survey_id from survey_shares where user_id = ${user.id})`;
}

/** Organisations whose surveys and projects an admin or researcher works with. */
export function ownOrganizationsCondition(user: ScopeUser, organizationColumn: SQLWrapper): SQL {
  return sql`(${organizationColumn} = ${user.organizationId}
    or ${organizationColumn} in (select organization_id from user_admin_access where user_id = ${user.id}))`;
}

/** Condition on `surveys` that holds for the surveys the user may read. */
export function readableSurveysCondition(user: ScopeUser): SQL {
  if (user.role === 1) return sql`true`;
  if (user.role === 4) {
    return sql`(${surveys.projectId} in (select project_id from observer_project_access where user_id = ${user.id})
      or ${sharedWithUser(user)})`;
  }
  return sql`(${ownOrganizationsCondition(user, surveys.organizationId)} or ${sharedWithUser(user)})`;
}

export async function canReadSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(sql`${surveys.id} = ${surveyId} and ${readableSurveysCondition(user)}`)
    .limit(1);
  return rows.length > 0;
}

/** Refuses with 404, so that a survey of another tenant is indistinguishable from a missing one. */
export async function requireReadableSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<void> {
  if (!(await canReadSurvey(db, user, surveyId))) throw notFound('Survey not found.');
}

/** Ids of every survey the user may read, in id order. */
export async function accessibleSurveyIds(db: Db, user: ScopeUser): Promise<number[]> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(readableSurveysCondition(user))
    .orderBy(surveys.id);
  return rows.map((row) => row.id);
}

/**
 * Condition on `projects` for the projects a user works with: an observer's given projects,
 * everyone else's own organisation plus organisations with admin access.
 */
export function userProjectsCondition(
  user: ScopeUser,
  projectIdColumn: SQLWrapper,
  organizationColumn: SQLWrapper,
): SQL {
  if (user.role === 4) {
    return sql`${projectIdColumn} in (select project_id from observer_project_access where user_id = ${user.id})`;
  }
  return ownOrganizationsCondition(user, organizationColumn);
}

// ---------------------------------------------------------------- organisation scope

/**
 * Whether the user may act on an organisation: superadmins on every one, everyone else on their
 * own organisation and on organisations they were given admin access to.
 */
export async function canAccessOrganization(db: Db, user: ScopeUser, organizationId: number): Promise<boolean> {
  if (user.role === 1 || user.organizationId === organizationId) return true;
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

// ---------------------------------------------------------------- survey management

/**
 * Whether the user may change a survey's settings: superadmins every survey, admins the surveys
 * of their own organisations (a survey shared with them is for reading only).
 */
export async function canManageSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<boolean> {
  if (user.role > 2) return false;
  const condition = user.role === 1 ? sql`true` : ownOrganizationsCondition(user, surveys.organizationId);
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(sql`${surveys.id} = ${surveyId} and ${condition}`)
    .limit(1);
  return rows.length > 0;
}

/** 404 when the survey is not readable at all, 403 when it is readable but not the user's to change. */
export async function requireManageableSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<void> {
  await requireReadableSurvey(db, user, surveyId);
  if (!(await canManageSurvey(db, user, surveyId))) throw forbidden();
}

/** Only a superadmin moves a survey to another organisation or chooses its redirect target. */
export function canMoveSurveyOrRedirect(user: ScopeUser): boolean {
  return user.role === 1;
}
