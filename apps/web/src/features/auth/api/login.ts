import { authEndpoints } from '@peil/contract/api/auth';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { callEndpoint } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

/** `locale` is the login page's language, which the server stores as the account's language. */
export async function login(username: string, password: string, rememberMe: boolean, locale: TStaffLocale) {
  return callEndpoint(authEndpoints.login, {
    body: { username: username.trim(), password: await prehashPassword(password), rememberMe, locale },
  });
}

export function verifyClient(organizationId: number) {
  return callEndpoint(authEndpoints.verifyClient, { body: { organization_id: organizationId } });
}

/** The login page's start-up check: a browser with a live session goes on to the staff app. */
export function checkSession() {
  return callEndpoint(authEndpoints.sessionValid);
}
