import type { TRegisterRequest } from '@peil/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export async function register(input: { username: string; email: string; password: string }): Promise<unknown> {
  const body: TRegisterRequest = {
    username: input.username.trim(),
    email: input.email.trim(),
    password: await prehashPassword(input.password),
  };
  return apiRequest('POST', '/api/v1/register', body);
}
