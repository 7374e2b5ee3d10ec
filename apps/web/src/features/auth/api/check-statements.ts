import type { TCheckStatementsRequest } from '@peil/contract/auth';
import { authEndpoints } from '@peil/contract/api/auth';
import { callEndpoint } from '../../../lib/api-client';

export function checkStatements(body: TCheckStatementsRequest) {
  return callEndpoint(authEndpoints.checkStatements, { body });
}
