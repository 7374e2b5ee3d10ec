import { authEndpoints } from '@peil/contract/api/auth';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { callEndpoint } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export async function register(input: { username: string; email: string; password: string; locale: TStaffLocale }) {
  return callEndpoint(authEndpoints.register, {
    body: {
      username: input.username.trim(),
      email: input.email.trim(),
      password: await prehashPassword(input.password),
      locale: input.locale,
    },
  });
}
