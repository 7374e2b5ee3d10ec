import type { TCheckStatementsRequest } from '@peil/contract/auth';
import { apiRequest } from '../../../lib/api-client';

export function checkStatements(body: TCheckStatementsRequest): Promise<unknown> {
  return apiRequest('POST', '/api/v1/check-statements', body);
}
