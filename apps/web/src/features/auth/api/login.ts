import type { TStaffLocale } from '@peil/contract/locale-codes';
import type { TLoginRequest, TLoginResponse, TSessionValidResponse, TVerifyClientResponse } from '@peil/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

/** `locale` is the login page's language, which the server stores as the account's language. */
export async function login(
  username: string,
  password: string,
  rememberMe: boolean,
  locale: TStaffLocale,
): Promise<TLoginResponse> {
  const body: TLoginRequest = {
    username: username.trim(),
    password: await prehashPassword(password),
    rememberMe,
    locale,
  };
  return apiRequest<TLoginResponse>('POST', '/api/v1/login', body);
}

export function verifyClient(organizationId: number): Promise<TVerifyClientResponse> {
  return apiRequest<TVerifyClientResponse>('POST', '/api/v1/administration/verify_client', {
    organization_id: organizationId,
  });
}

/** The login page's start-up check: a browser with a live session goes on to the staff app. */
export function checkSession(): Promise<TSessionValidResponse> {
  return apiRequest<TSessionValidResponse>('GET', '/api/v1/isSessionValid');
}
