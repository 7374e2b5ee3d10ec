import { z } from 'zod';
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
} from '../auth.js';
import { ROLE } from '../domain/index.js';
import { ZApiError } from '../errors.js';
import { defineEndpoint } from './define-endpoint.js';

const tags = ['auth'];
const ZPlainText = z.string();
const loggedIn = { minRole: ROLE.observer } as const;

/** Session and account calls of the spec (§7 "Session and account", password reset). */
export const authEndpoints = {
  sessionValid: defineEndpoint({
    method: 'GET',
    path: '/api/v1/isSessionValid',
    access: 'public',
    tags,
    summary: 'The logged-in user, or valid:false',
    response: ZSessionValidResponse,
  }),
  // Login keeps its own counter of failures per account and address.
  login: defineEndpoint({
    method: 'POST',
    path: '/api/v1/login',
    access: 'public',
    tags,
    summary: 'Log in; a failure answers with the error text as a plain-text body',
    body: ZLoginRequest,
    response: ZLoginResponse,
    otherResponses: { 401: ZPlainText, 403: ZPlainText, 429: ZPlainText },
  }),
  verifyClient: defineEndpoint({
    method: 'POST',
    path: '/api/v1/administration/verify_client',
    access: loggedIn,
    tags,
    summary: "The organisation's client and whether its users must sign the statement",
    body: ZVerifyClientRequest,
    response: ZVerifyClientResponse,
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: '/api/v1/logout',
    access: 'public',
    tags,
    summary: 'End the session',
    response: ZOkResponse,
  }),
  checkStatements: defineEndpoint({
    method: 'POST',
    path: '/api/v1/check-statements',
    access: loggedIn,
    tags,
    summary: 'Record that the logged-in user signed the data-processing statement',
    body: ZCheckStatementsRequest,
    response: ZOkResponse,
  }),
  languageLocale: defineEndpoint({
    method: 'POST',
    path: '/api/v1/language_locale',
    access: loggedIn,
    tags,
    summary: "Store the logged-in user's interface language on the account",
    body: ZLanguageLocaleRequest,
    response: ZOkResponse,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/v1/register',
    access: 'public',
    tags,
    summary:
      'Create an account (observer without access until an administrator moves it) and mail its verification link; a taken address answers like a new one',
    body: ZRegisterRequest,
    response: ZOkResponse,
    otherResponses: { 409: ZApiError },
    rateLimit: { max: 10, timeWindow: '1 hour' },
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/v1/verify-email',
    access: 'public',
    tags,
    summary: "Confirm a self-registered account's address with the token of the mailed link (works once)",
    body: ZVerifyEmailRequest,
    response: ZOkResponse,
    rateLimit: { max: 20, timeWindow: '15 minutes' },
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/v1/resend-verification',
    access: 'public',
    tags,
    summary: 'Mail a new verification link; asks the username and password, failing like a login',
    body: ZResendVerificationRequest,
    response: ZOkResponse,
    otherResponses: { 401: ZPlainText, 429: z.union([ZPlainText, ZApiError]) },
    rateLimit: { max: 5, timeWindow: '15 minutes' },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/change_password',
    access: loggedIn,
    tags,
    summary: "Change the logged-in user's password; the current password is asked too",
    body: ZChangePasswordRequest,
    response: ZOkResponse,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/forgot-password',
    access: 'public',
    tags,
    summary: 'Mail a reset link; the same answer for known and unknown addresses',
    body: ZForgotPasswordRequest,
    response: ZOkResponse,
    rateLimit: { max: 10, timeWindow: '15 minutes' },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/administration/reset_password',
    access: 'public',
    tags,
    summary: 'Set a new password with an e-mailed single-use link',
    body: ZResetPasswordRequest,
    response: ZOkResponse,
    rateLimit: { max: 20, timeWindow: '15 minutes' },
  }),
};
