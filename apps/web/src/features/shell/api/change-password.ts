import { authEndpoints } from '@peil/contract/api/auth';
import { callEndpoint } from '../../../lib/api-client';
import { prehashPassword } from '../../../lib/prehash-password';

export async function changePassword(input: { currentPassword: string; password: string }) {
  return callEndpoint(authEndpoints.changePassword, {
    body: {
      password: await prehashPassword(input.password),
      currentPassword: await prehashPassword(input.currentPassword),
    },
  });
}
