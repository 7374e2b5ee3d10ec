import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordRequest,
  ZCheckStatementsRequest,
  ZForgotPasswordRequest,
  ZLanguageLocaleRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZOkResponse,
  ZRegisterRequest,
  ZResendVerificationRequest,
  ZResetPasswordRequest,
  ZSessionValidResponse,
  ZVerifyClientRequest,
  ZVerifyClientResponse,
  ZVerifyEmailRequest,
} from '@peil/contract/auth';
import { ZApiError } from '@peil/contract/errors';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailQueue } from '../mail/mail-job.js';
import type { Mailer } from '../mail/mailer.js';
import { requireUser } from './authorization.js';
import { findClientOfOrganization, findLoginProfile, recordSignedStatement, storeInterfaceLocale } from './queries.js';
import { requireAccessibleOrganization } from './policies/organization.js';
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
import { ROLE } from '@peil/contract/domain';

export type AuthRoutesOptions = {
  database: Database;
  config: Config;
  mailer: Mailer;
  mail: MailQueue;
  jobs: JobQueue;
};

// Limits of the public account calls, counted in the database (login has its own counter).
const REGISTER_LIMIT = { max: 10, timeWindow: '1 hour' };
const FORGOT_PASSWORD_LIMIT = { max: 10, timeWindow: '15 minutes' };
const RESET_PASSWORD_LIMIT = { max: 20, timeWindow: '15 minutes' };
const VERIFY_EMAIL_LIMIT = { max: 20, timeWindow: '15 minutes' };
const RESEND_VERIFICATION_LIMIT = { max: 5, timeWindow: '15 minutes' };

const ZPlainText = z.string();

/** Session and account calls of the spec (§7 "Session and account", password reset). */
export const authRoutes =
  ({ database, config, mailer, mail, jobs }: AuthRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    const accountMail = (log: AccountMail['log']): AccountMail => ({ mail, config, log });
    const passwordResets = definePasswordResetJob(jobs, { db, mailer, config });

    app.get(
      '/api/v1/isSessionValid',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'The logged-in user, or valid:false',
          response: { 200: ZSessionValidResponse },
        },
      },
      async (request) => {
        const profile = request.user ? await findLoginProfile(db, request.user.id, config.timeZone) : null;
        return profile ? { ...profile, valid: true as const } : { valid: false as const };
      },
    );

    app.post(
      '/api/v1/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Log in; a failure answers with the error text as a plain-text body',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse, 401: ZPlainText, 403: ZPlainText, 429: ZPlainText },
        },
      },
      async (request, reply) => {
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
      },
    );

    app.post(
      '/api/v1/administration/verify_client',
      {
        config: { access: { minRole: ROLE.observer }, beforeStatement: true },
        schema: {
          tags: ['auth'],
          summary: "The organisation's client and whether its users must sign the statement",
          body: ZVerifyClientRequest,
          response: { 200: ZVerifyClientResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await requireAccessibleOrganization(db, user, request.body.organization_id);
        const client = await findClientOfOrganization(db, request.body.organization_id);
        if (!client) throw notFound('Organisation not found.');
        return [{ id: client.id, requires_signed_statement: client.requiresSignedStatement }];
      },
    );

    app.get(
      '/api/v1/logout',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], summary: 'End the session', response: { 200: ZOkResponse } },
      },
      async (request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await deleteSession(db, token);
        clearSessionCookie(reply, request);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/v1/check-statements',
      {
        config: { access: { minRole: ROLE.observer }, beforeStatement: true },
        schema: {
          tags: ['auth'],
          summary: 'Record that the logged-in user signed the data-processing statement',
          body: ZCheckStatementsRequest,
          response: { 200: ZOkResponse },
        },
      },
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
    );

    app.post(
      '/api/v1/language_locale',
      {
        // Before the statement too: the statement page has language flags of its own.
        config: { access: { minRole: ROLE.observer }, beforeStatement: true },
        schema: {
          tags: ['auth'],
          summary: "Store the logged-in user's interface language on the account",
          body: ZLanguageLocaleRequest,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await storeInterfaceLocale(db, requireUser(request).id, request.body.language_locale);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/v1/register',
      {
        config: { access: 'public', rateLimit: REGISTER_LIMIT },
        schema: {
          tags: ['auth'],
          summary:
            'Create an account (observer without access until an administrator moves it) and mail its verification link; a taken address answers like a new one',
          body: ZRegisterRequest,
          response: { 200: ZOkResponse, 409: ZApiError },
        },
      },
      async (request) => {
        await registerUser(db, accountMail(request.log), request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/v1/verify-email',
      {
        config: { access: 'public', rateLimit: VERIFY_EMAIL_LIMIT },
        schema: {
          tags: ['auth'],
          summary: "Confirm a self-registered account's address with the token of the mailed link (works once)",
          body: ZVerifyEmailRequest,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await verifyEmail(db, request.body.token);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/v1/resend-verification',
      {
        config: { access: 'public', rateLimit: RESEND_VERIFICATION_LIMIT },
        schema: {
          tags: ['auth'],
          summary: 'Mail a new verification link; asks the username and password, failing like a login',
          body: ZResendVerificationRequest,
          // 429 is the lockout's text, or the rate limit's JSON error when the route is flooded.
          response: { 200: ZOkResponse, 401: ZPlainText, 429: z.union([ZPlainText, ZApiError]) },
        },
      },
      async (request, reply) => {
        const outcome = await resendVerification(db, accountMail(request.log), request.body, request.ip);
        if (!outcome.ok) return reply.status(outcome.status).type('text/plain; charset=utf-8').send(outcome.message);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/v1/change_password',
      {
        config: { access: { minRole: ROLE.observer } },
        schema: {
          tags: ['auth'],
          summary: "Change the logged-in user's password; the current password is asked too",
          body: ZChangePasswordRequest,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        const user = requireUser(request);
        await changePassword(db, user, request.body, request.cookies[SESSION_COOKIE]!, request.ip);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/v1/forgot-password',
      {
        config: { access: 'public', rateLimit: FORGOT_PASSWORD_LIMIT },
        schema: {
          tags: ['auth'],
          summary: 'Mail a reset link; the same answer for known and unknown addresses',
          body: ZForgotPasswordRequest,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await passwordResets.queue(request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/v1/administration/reset_password',
      {
        config: { access: 'public', rateLimit: RESET_PASSWORD_LIMIT },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with an e-mailed single-use link',
          body: ZResetPasswordRequest,
          response: { 200: ZOkResponse },
        },
      },
      async (request) => {
        await resetPassword(db, request.body);
        return { ok: true as const };
      },
    );
  };
