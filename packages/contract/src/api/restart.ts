import { ZOkResponse, ZRestartRequest } from '../auth.js';
import { ZApiError } from '../errors.js';
import { defineEndpoint } from './define-endpoint.js';

export const restartEndpoints = {
  // Spec §7: the token is the credential, so anyone may call; the rate limit bounds guessing.
  restart: defineEndpoint({
    method: 'POST',
    path: '/api/v1/restart',
    access: 'public',
    tags: ['auth'],
    summary: 'Ask the update host (RESTART_URL) for a restart, with the RESTART_TOKEN of the server configuration',
    body: ZRestartRequest,
    response: ZOkResponse,
    successStatus: 202,
    otherResponses: { 403: ZApiError, 502: ZApiError, 503: ZApiError },
    // A guessed token must not get many tries, and the update host needs only one call.
    rateLimit: { max: 10, timeWindow: '15 minutes' },
  }),
};
