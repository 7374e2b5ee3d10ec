import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '@peil/contract/api/auth';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailQueue } from '../mail/mail-job.js';
import type { Mailer } from '../mail/mailer.js';
import { requireUser } from './authorization.js';
import { findClientOfOrganization, findLoginProfile, recordSignedStatement, storeInterfaceLocale } from './queries.js';
import { definePasswordResetJob } from './password-reset-job.js';
import {
  changePassword,
  checkLogin,
  registerUser,
  resendVerification,
  resetPassword,
  verifyEmail,
  type AccountMail,
} from './service.js';
import { clearSessionCookie, createSession, deleteSession, SESSION_COOKIE, setSessionCookie } from './session-store.js';

export type AuthRoutesOptions = {
  database: Database;
  config: Config;
  mailer: Mailer;
  mail: MailQueue;
  jobs: JobQueue;
};

/** Session and account calls of the spec (§7 "Session and account", password reset). */
export const authRoutes =
  ({ database, config, mailer, mail, jobs }: AuthRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    const accountMail = (log: AccountMail['log']): AccountMail => ({ mail, config, log });
    const passwordResets = definePasswordResetJob(jobs, { db, mailer, config });

    registerEndpoint(app, authEndpoints.sessionValid, async (request) => {
      const profile = request.user ? await findLoginProfile(db, request.user.id, config.timeZone) : null;
      return profile ? { ...profile, valid: true as const } : { valid: false as const };
    });

    registerEndpoint(app, authEndpoints.login, async (request, reply) => {
      const { username, password, rememberMe, locale } = request.body;
      const outcome = await checkLogin(db, username, password, request.ip);
      if (!outcome.ok) return reply.status(outcome.status).type('text/plain; charset=utf-8').send(outcome.message);
      if (locale) await storeInterfaceLocale(db, outcome.userId, locale);
      const profile = await findLoginProfile(db, outcome.userId, config.timeZone);
      if (!profile) throw notFound('User not found.');
      // A new session id at every login: an id planted before login is never promoted.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, previous);
      const isRemembered = rememberMe === true;
      const session = await createSession(db, outcome.userId, isRemembered);
      setSessionCookie(reply, request, session, isRemembered);
      return profile;
    });

    registerEndpoint(
      app,
      authEndpoints.verifyClient,
      async (request) => {
        const client = await findClientOfOrganization(db, request.body.organization_id);
        if (!client) throw notFound('Organisation not found.');
        return [{ id: client.id, requires_signed_statement: client.requiresSignedStatement }];
      },
      { beforeStatement: true },
    );

    registerEndpoint(app, authEndpoints.logout, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, request);
      return { ok: true as const };
    });

    registerEndpoint(
      app,
      authEndpoints.checkStatements,
      async (request) => {
        const user = requireUser(request);
        const { username, organization_id, language_locale } = request.body;
        // One signs for oneself only: the body must name the logged-in user.
        const isSelf =
          username.trim().toLowerCase() === user.username.toLowerCase() && organization_id === user.organizationId;
        if (!isSelf) throw forbidden('The statement can only be signed for yourself.');
        await recordSignedStatement(db, user.id, language_locale);
        return { ok: true as const };
      },
      { beforeStatement: true },
    );

    registerEndpoint(
      app,
      authEndpoints.languageLocale,
      async (request) => {
        await storeInterfaceLocale(db, requireUser(request).id, request.body.language_locale);
        return { ok: true as const };
      },
      { beforeStatement: true },
    );

    registerEndpoint(app, authEndpoints.register, async (request) => {
      await registerUser(db, accountMail(request.log), request.body);
      return { ok: true as const };
    });

    registerEndpoint(app, authEndpoints.verifyEmail, async (request) => {
      await verifyEmail(db, request.body.token);
      return { ok: true as const };
    });

    registerEndpoint(app, authEndpoints.resendVerification, async (request, reply) => {
      const outcome = await resendVerification(db, accountMail(request.log), request.body, request.ip);
      if (!outcome.ok) return reply.status(outcome.status).type('text/plain; charset=utf-8').send(outcome.message);
      return { ok: true as const };
    });

    registerEndpoint(app, authEndpoints.changePassword, async (request) => {
      const user = requireUser(request);
      await changePassword(db, user, request.body, request.cookies[SESSION_COOKIE]!, request.ip);
      return { ok: true as const };
    });

    registerEndpoint(app, authEndpoints.forgotPassword, async (request) => {
      await passwordResets.queue(request.body);
      return { ok: true as const };
    });

    registerEndpoint(app, authEndpoints.resetPassword, async (request) => {
      await resetPassword(db, request.body);
      return { ok: true as const };
    });
  };
