import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isSuperadmin, SURVEY_STATUS } from '@peil/contract/domain';
import type { Db } from '../../../db/database.js';
import { mailingLists, surveys } from '../../../db/schema.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { ownOrganizationsCondition, surveyMeets, type ScopeUser } from './scope.js';
import { requireReadableSurvey } from './survey.js';

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

/**
 * 404 when the survey is not readable, 403 when it is readable but not the user's to mail for:
 * superadmins mail for any survey, others for their own organisations' surveys.
 */
export async function requireBroadcastableSurvey(db: Db, user: ScopeUser, surveyId: number): Promise<void> {
  await requireReadableSurvey(db, user, surveyId);
  const isTheirs = await surveyMeets(db, surveyId, manageableMailingListsCondition(user, surveys.organizationId));
  if (!isTheirs) throw forbidden();
}
