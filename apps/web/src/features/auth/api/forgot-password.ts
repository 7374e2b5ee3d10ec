import type { TForgotPasswordRequest } from '@peil/contract/auth';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string, locale: TStaffLocale): Promise<unknown> {
  const body: TForgotPasswordRequest = { email: email.trim(), locale };
  return apiRequest('POST', '/api/v1/forgot-password', body);
}
