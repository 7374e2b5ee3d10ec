import { defineEndpoint } from './define-endpoint.js';

export const restartEndpoints = {
  // Spec §7: the token is the credential, so anyone may call; the rate limit bounds guessing.
  restart: defineEndpoint({
    method: 'POST',
    path: '/api/v1/restart',
    access: 'public',
    tags: ['auth'],
    summary: 'Ask the update host (RESTART_URL) for a restart, with the RESTART_TOKEN of the server configuration',
    body: 'auth.ZRestartRequest',
    response: 'auth.ZOkResponse',
    successStatus: 202,
    otherResponses: { 403: 'errors.ZApiError', 502: 'errors.ZApiError', 503: 'errors.ZApiError' },
    // A guessed token must not get many tries, and the update host needs only one call.
    rateLimit: { max: 10, timeWindow: '15 minutes' },
  }),
};
