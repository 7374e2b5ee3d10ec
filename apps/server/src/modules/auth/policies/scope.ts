import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { surveys } from '../../../db/schema.js';
import type { SessionUser } from '../session-store.js';

// What every resource's policy needs. A policy decides inside the query that reads the record
// (a SQL condition), so that a list and a record check cannot apply different rules.

export type ScopeUser = Pick<SessionUser, 'id' | 'role' | 'organizationId'>;
export type ClientScopeUser = ScopeUser & Pick<SessionUser, 'clientId'>;

/** Organisations whose surveys and projects an admin or researcher works with. */
export function ownOrganizationsCondition(user: ScopeUser, organizationColumn: SQLWrapper): SQL {
  return sql`(${organizationColumn} = ${user.organizationId}
    or ${organizationColumn} in (select organization_id from user_admin_access where user_id = ${user.id}))`;
}

/** Whether the survey exists and meets `condition` (a condition on `surveys`). */
export async function surveyMeets(db: Db, surveyId: number, condition: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(sql`${surveys.id} = ${surveyId} and ${condition}`)
    .limit(1);
  return rows.length > 0;
}
