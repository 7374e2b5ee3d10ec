import { authEndpoints } from '@peil/contract/api/auth';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { callEndpoint } from '../../../lib/api-client';

export function requestPasswordReset(email: string, locale: TStaffLocale) {
  return callEndpoint(authEndpoints.forgotPassword, { body: { email: email.trim(), locale } });
}
