import type { TResendVerificationRequest, TVerifyEmailRequest } from '@peil/contract/auth';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { apiRequest } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export function verifyEmail(token: string): Promise<unknown> {
  const body: TVerifyEmailRequest = { token };
  return apiRequest('POST', '/api/v1/verify-email', body);
}

export async function resendVerification(username: string, password: string, locale: TStaffLocale): Promise<unknown> {
  const body: TResendVerificationRequest = {
    username: username.trim(),
    password: await prehashPassword(password),
    locale,
  };
  return apiRequest('POST', '/api/v1/resend-verification', body);
}
