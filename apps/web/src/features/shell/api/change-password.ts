import type { TChangePasswordRequest } from '@peil/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export async function changePassword(input: { currentPassword: string; password: string }): Promise<unknown> {
  const body: TChangePasswordRequest = {
    password: await prehashPassword(input.password),
    currentPassword: await prehashPassword(input.currentPassword),
  };
  return apiRequest('POST', '/api/v1/change_password', body);
}
