import { apiRequest } from '../../../lib/api-client';

export function logout(): Promise<unknown> {
  return apiRequest('GET', '/api/v1/logout');
}
