import type { TRegisterRequest } from '@peil/contract/auth';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { apiRequest } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export async function register(input: {
  username: string;
  email: string;
  password: string;
  locale: TStaffLocale;
}): Promise<unknown> {
  const body: TRegisterRequest = {
    username: input.username.trim(),
    email: input.email.trim(),
    password: await prehashPassword(input.password),
    locale: input.locale,
  };
  return apiRequest('POST', '/api/v1/register', body);
}
