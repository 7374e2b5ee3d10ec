import type { TLoginRequest, TLoginResponse, TVerifyClientResponse } from '@peil/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export async function login(username: string, password: string, rememberMe: boolean): Promise<TLoginResponse> {
  const body: TLoginRequest = { username: username.trim(), password: await prehashPassword(password), rememberMe };
  return apiRequest<TLoginResponse>('POST', '/api/v1/login', body);
}

export function verifyClient(organizationId: number): Promise<TVerifyClientResponse> {
  return apiRequest<TVerifyClientResponse>('POST', '/api/v1/administration/verify_client', {
    organization_id: organizationId,
  });
}
