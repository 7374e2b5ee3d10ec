import { isSuperadmin } from '@peil/contract/domain';
import { forbidden } from '../../../lib/errors.js';
import type { ClientScopeUser } from './scope.js';

/** Superadmins read every client's flags, others only their own client's. */
export function requireReadableClient(user: ClientScopeUser, clientId: number): void {
  if (!isSuperadmin(user.role) && user.clientId !== clientId) throw forbidden();
}
