import { sql, type SQL } from 'drizzle-orm';
import { isObserver, isRoleAtLeast, isSuperadmin, ROLE } from '@peil/contract/domain';
import type { Db } from '../../../db/database.js';
import { surveys } from '../../../db/schema.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { ownOrganizationsCondition, surveyMeets, type ScopeUser } from './scope.js';

// Which surveys a user may read, as SQL conditions on the `surveys` table so that every list
// and every record check applies the same rule inside its own query:
// - superadmin: every survey;
// - admin and researcher: surveys of their own organisation, of organisations they were given
//   admin access to, and surveys shared with them;
// - observer: surveys in projects given to them, and surveys shared with them.

function sharedWithUser(user: ScopeUser): SQL {
  return sql`${surveys.id} in (select survey_id from survey_shares where user_id = ${user.id})`;
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

/** Refuses with 404, so that a survey of another tenant is indistinguishable from a missing one. */
export async function requireReadableSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<void> {
  if (!(await surveyMeets(db, surveyId, readableSurveysCondition(user)))) throw notFound('Survey not found.');
}

/**
 * Whether the user may change a survey's settings: superadmins every survey, admins the surveys
 * of their own organisations (a survey shared with them is for reading only).
 */
async function canManageSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<boolean> {
  if (!isRoleAtLeast(user.role, ROLE.admin)) return false;
  const condition = isSuperadmin(user.role) ? sql`true` : ownOrganizationsCondition(user, surveys.organizationId);
  return surveyMeets(db, surveyId, condition);
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
