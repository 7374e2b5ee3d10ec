import { authEndpoints } from '@peil/contract/api/auth';
import { LIMITS } from '@peil/contract/limits';
import { callEndpoint } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export type TNewPasswordProblem = 'passwords_do_not_match' | 'no_password_entered' | 'password_too_short';

/** The spec's order: match first, then not empty, then at least 8 characters. */
export function checkNewPassword(password: string, repeat: string): TNewPasswordProblem | null {
  if (password !== repeat) return 'passwords_do_not_match';
  if (password.length === 0) return 'no_password_entered';
  if (password.length < LIMITS.passwordMinLength) return 'password_too_short';
  return null;
}

/** The link's token is sent as its SHA-256 hex (spec), the same digest as the password's. */
export async function resetPassword(input: { password: string; userId: string; token: string }) {
  return callEndpoint(authEndpoints.resetPassword, {
    body: {
      password: await prehashPassword(input.password),
      user_id: Number(input.userId),
      token: await prehashPassword(input.token),
      passwordLength: input.password.length,
    },
  });
}
