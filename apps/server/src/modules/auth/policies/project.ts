import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isObserver } from '@peil/contract/domain';
import { ownOrganizationsCondition, type ScopeUser } from './scope.js';

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
