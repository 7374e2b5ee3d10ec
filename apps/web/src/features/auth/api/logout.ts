import { authEndpoints } from '@peil/contract/api/auth';
import { callEndpoint } from '../../../lib/api-client';

export function logout() {
  return callEndpoint(authEndpoints.logout);
}
