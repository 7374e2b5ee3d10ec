import { authEndpoints } from '@peil/contract/api/auth';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { callEndpoint } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export function verifyEmail(token: string) {
  return callEndpoint(authEndpoints.verifyEmail, { body: { token } });
}

export async function resendVerification(username: string, password: string, locale: TStaffLocale) {
  return callEndpoint(authEndpoints.resendVerification, {
    body: { username: username.trim(), password: await prehashPassword(password), locale },
  });
}
