import type { TChangePasswordRequest } from '@peil/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export async function changePassword(password: string): Promise<unknown> {
  const body: TChangePasswordRequest = { password: await prehashPassword(password) };
  return apiRequest('POST', '/api/v1/change_password', body);
}
