import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSupportMailRequest, ZSupportMailResponse } from '@peil/contract/support';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { requireUser } from '../auth/authorization.js';
import type { MailQueue } from '../mail/mail-job.js';
import { renderSupportMail } from './support-mail.js';
import { ROLE } from '@peil/contract/domain';

export type SupportRoutesOptions = { database: Database; config: Config; mail: MailQueue };

// Every logged-in user may ask (spec §6: observers too). The limit counts per account, so that
// one account cannot flood the support desk while colleagues behind the same clinic proxy still
// can ask; the limit's hook runs after authorization, which has set request.user.
const SUPPORT_MAIL_LIMIT = {
  max: 10,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip),
};

/** Ask a question (spec §2, §7): a mail to the support desk with the asker's account details. */
export const supportRoutes =
  ({ database, config, mail }: SupportRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/administration/send_support_mail',
      {
        config: { access: { minRole: ROLE.observer }, rateLimit: SUPPORT_MAIL_LIMIT },
        schema: {
          tags: ['support'],
          summary: 'Mail a question to the support desk; Reply-To is the given address',
          body: ZSupportMailRequest,
          response: { 200: ZSupportMailResponse },
        },
      },
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
    );
  };
