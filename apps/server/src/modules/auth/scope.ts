import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ALL_ROLES,
  isObserver,
  isRoleAtLeast,
  isSuperadmin,
  ROLE,
  SURVEY_STATUS,
  type TRole,
} from '@peil/contract/domain';
import type { Db } from '../../db/database.js';
import {
  benchmarkSettingClusters,
  clients,
  clusters,
  mailingLists,
  surveys,
  userAdminAccess,
} from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isClusterOpenTo } from '../benchmark/study-cluster-rule.js';
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
  if (isSuperadmin(user.role)) return sql`true`;
  if (isObserver(user.role)) {
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
  if (isObserver(user.role)) {
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

// ---------------------------------------------------------------- survey management

/**
 * Whether the user may change a survey's settings: superadmins every survey, admins the surveys
 * of their own organisations (a survey shared with them is for reading only).
 */
export async function canManageSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<boolean> {
  if (!isRoleAtLeast(user.role, ROLE.admin)) return false;
  const condition = isSuperadmin(user.role) ? sql`true` : ownOrganizationsCondition(user, surveys.organizationId);
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
  return isSuperadmin(user.role);
}

// ---------------------------------------------------------------- broadcasts
//
// Mailing lists belong to the organisation of their survey. Superadmins reach every list;
// admins and researchers the lists of their own organisations (a survey merely shared with
// them is for reading results, not for mailing its respondents).

/** Condition on a mailing list's organisation column for the lists the user may manage. */
export function manageableMailingListsCondition(user: ScopeUser, organizationColumn: SQLWrapper): SQL {
  if (isSuperadmin(user.role)) return sql`true`;
  return ownOrganizationsCondition(user, organizationColumn);
}

/** 404 for a list of another organisation, so that its existence does not leak. */
export async function requireManageableMailingList(db: Db, user: ScopeUser, mailingListId: number): Promise<void> {
  const rows = await db
    .select({ id: mailingLists.id })
    .from(mailingLists)
    .where(
      sql`${mailingLists.id} = ${mailingListId} and ${manageableMailingListsCondition(user, mailingLists.organizationId)}`,
    )
    .limit(1);
  if (rows.length === 0) throw notFound('Mailing list not found.');
}

/** Whether the user may invite respondents to a survey: superadmins any, others their own organisations' surveys. */
export async function canBroadcastForSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(sql`${surveys.id} = ${surveyId} and ${manageableMailingListsCondition(user, surveys.organizationId)}`)
    .limit(1);
  return rows.length > 0;
}

/** The surveys the user may invite respondents to (not those merely shared with them), by name. */
export async function findBroadcastableSurveys(
  db: Db,
  user: ScopeUser,
): Promise<{ id: number; internal_name: string }[]> {
  return (
    db
      .select({ id: surveys.id, internal_name: surveys.internalName })
      .from(surveys)
      // An invitation to an inactive survey leads patients to "Survey not active": not offered.
      .where(
        and(manageableMailingListsCondition(user, surveys.organizationId), eq(surveys.status, SURVEY_STATUS.active)),
      )
      .orderBy(sql`lower(${surveys.internalName})`, surveys.id)
  );
}

/** 404 when the survey is not readable, 403 when it is readable but not the user's to mail for. */
export async function requireBroadcastableSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<void> {
  await requireReadableSurvey(db, user, surveyId);
  if (!(await canBroadcastForSurvey(db, user, surveyId))) throw forbidden();
}

// ---------------------------------------------------------------- user administration
//
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
export async function canManageUser(db: Db, user: ScopeUser, target: AdministeredUser): Promise<boolean> {
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

// ---------------------------------------------------------------- benchmark
//
// Benchmarking is for users whose client has it switched on; superadmins administer every
// client's benchmark settings and may always look. A user benchmarks against the clusters of
// their own client's benchmark setting.

type BenchmarkScopeUser = ScopeUser & Pick<SessionUser, 'clientId'>;

export async function canUseBenchmark(db: Db, user: BenchmarkScopeUser): Promise<boolean> {
  if (isSuperadmin(user.role)) return true;
  const rows = await db
    .select({ enabled: clients.benchmarkEnabled })
    .from(clients)
    .where(sql`${clients.id} = ${user.clientId}`)
    .limit(1);
  return rows[0]?.enabled === true;
}

/** 403 with `message` when the user's client has benchmarking switched off. */
export async function requireBenchmarkEnabled(db: Db, user: BenchmarkScopeUser, message: string): Promise<void> {
  if (!(await canUseBenchmark(db, user))) throw forbidden(message);
}

/**
 * Superadmins any cluster; others the clusters of their client's benchmark setting. For everyone
 * the study cluster only when their organisation owns the study (spec §6), the rule of the
 * cluster list.
 */
export async function canUseCluster(db: Db, user: BenchmarkScopeUser, clusterId: number): Promise<boolean> {
  const inOwnSetting = isSuperadmin(user.role)
    ? sql`true`
    : sql`${benchmarkSettingClusters.settingsId} = (select benchmark_settings_id from clients where id = ${user.clientId})`;
  const rows = await db
    .select({ name: clusters.name })
    .from(benchmarkSettingClusters)
    .innerJoin(clusters, sql`${clusters.id} = ${benchmarkSettingClusters.clusterId}`)
    .where(sql`${benchmarkSettingClusters.clusterId} = ${clusterId} and ${inOwnSetting}`)
    .limit(1);
  return rows[0] !== undefined && isClusterOpenTo(rows[0].name, user.organizationId);
}

/** 404, so that another client's cluster is indistinguishable from a missing one. */
export async function requireUsableCluster(db: Db, user: BenchmarkScopeUser, clusterId: number): Promise<void> {
  if (!(await canUseCluster(db, user, clusterId))) throw notFound('Cluster not found.');
}

/** Superadmins read every client's flags, others only their own client's. */
export function canReadClient(user: BenchmarkScopeUser, clientId: number): boolean {
  return isSuperadmin(user.role) || user.clientId === clientId;
}

export function requireReadableClient(user: BenchmarkScopeUser, clientId: number): void {
  if (!canReadClient(user, clientId)) throw forbidden();
}
