import { defineEndpoint } from './define-endpoint.js';

const errors = { 400: 'errors.ZApiError', 403: 'errors.ZApiError', 404: 'errors.ZApiError' } as const;

/** The two ways out of a survey's mailings; both need the link's signature. */
export const unsubscribeEndpoints = {
  // Clicked from mail by anyone holding an invitation: as bounded as the respondent's own calls.
  removeFromMailing: defineEndpoint({
    method: 'POST',
    path: '/api/v1/remove-from-mailing',
    access: 'public',
    tags: ['respondent'],
    body: 'respondent.ZRemoveFromMailingRequest',
    response: 'respondent.ZRemoveFromMailingResponse',
    otherResponses: errors,
    rateLimit: { max: 30, timeWindow: '1 minute' },
  }),
  // RFC 8058 one-click target of List-Unsubscribe, posted by mail providers from their own
  // servers: generous, but bounded.
  oneClick: defineEndpoint({
    method: 'POST',
    path: '/api/v1/broadcast/unsubscribe/:uuid/:email',
    access: 'public',
    tags: ['broadcasts'],
    params: 'broadcasts.ZOneClickUnsubscribeParams',
    query: 'broadcasts.ZUnsubscribeQuery',
    response: 'broadcasts.ZBroadcastOkResponse',
    otherResponses: { 403: 'errors.ZApiError' },
    rateLimit: { max: 120, timeWindow: '1 minute' },
  }),
} as const;
