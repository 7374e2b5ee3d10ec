import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportEndpoints } from '@peil/contract/api/support';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requireUser } from '../auth/authorization.js';
import type { MailQueue } from '../mail/mail-job.js';
import { renderSupportMail } from './support-mail.js';

export type SupportRoutesOptions = { database: Database; config: Config; mail: MailQueue };

// The limit counts per account, so that one account cannot flood the support desk while
// colleagues behind the same clinic proxy still can ask; the limit's hook runs after
// authorization, which has set request.user.
const SUPPORT_MAIL_KEY = {
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
};

/** Ask a question (spec §2, §7): a mail to the support desk with the asker's account details. */
export const supportRoutes =
  ({ database, config, mail }: SupportRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(
      app,
      supportEndpoints.sendSupportMail,
      async (request) => {
        const user = requireUser(request);
        const [account] = await database.query<{ organization_name: string; client_name: string }>(sql`
          select o.name as organization_name, c.name as client_name
          from organizations o join clients c on c.id = o.client_id
          where o.id = ${user.organizationId}`);
        if (!account) throw notFound('Organisation not found.');
        const message = renderSupportMail({
          to: config.supportEmail,
          replyTo: request.body.email,
          subject: request.body.subject,
          message: request.body.message,
          username: user.username,
          role: user.role,
          organizationName: account.organization_name,
          clientName: account.client_name,
        });
        // Sent by a job; a mail server that is down delays the question but does not lose it.
        await mail.sendLater(message);
        return { ok: true as const };
      },
      { rateLimit: SUPPORT_MAIL_KEY },
    );
  };
