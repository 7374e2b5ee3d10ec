import { ROLE } from '../domain/index.js';
import { defineEndpoint } from './define-endpoint.js';

export const supportEndpoints = {
  // Every logged-in user may ask (spec §6: observers too); the server counts the limit per account.
  sendSupportMail: defineEndpoint({
    method: 'POST',
    path: '/api/v1/administration/send_support_mail',
    access: { minRole: ROLE.observer },
    tags: ['support'],
    summary: 'Mail a question to the support desk; Reply-To is the given address',
    body: 'support.ZSupportMailRequest',
    response: 'support.ZSupportMailResponse',
    rateLimit: { max: 10, timeWindow: '1 hour' },
  }),
};
