import { z } from 'zod';
import { ZDbId, ZDbIdFromText } from './ids.js';
import { STAFF_LOCALES } from './locale-codes.js';
import { ZApiError } from './errors.js';
import { ZRole } from './roles.js';

/** SHA-256 hex of the password, computed in the browser before sending. */
export const ZPrehashedPassword = z.string().regex(/^[0-9a-f]{64}$/, 'must be the SHA-256 hex of the password');

export { LOGIN_ERRORS } from './login-errors.js';
/** Failed logins per username and address before the next attempt is refused with 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/** An interface language of the staff app; it is stored on the account. */
export const ZInterfaceLocale = z.enum(STAFF_LOCALES);

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1).max(200),
  password: ZPrehashedPassword,
  rememberMe: z.boolean().optional(),
  /** The login page's language: it becomes the account's interface language. */
  locale: ZInterfaceLocale.optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * The login response of the spec; 0/1 flags as numbers, as the session values store them.
 * `requires_signed_statement` is not in the spec's list: it tells the session check (which has
 * no verify_client step) whether the user's client requires the data-processing statement.
 */
export const ZLoginResponse = z.object({
  username: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  versionNumber: z.string(),
  role: ZRole,
  benchmark_enabled: z.union([z.literal(0), z.literal(1)]),
  signed_statements: z.union([z.literal(0), z.literal(1)]),
  requires_signed_statement: z.boolean(),
  language_locale: z.string(),
  /** The server's APP_TIME_ZONE: the browser shows dates and times on the same clock. */
  time_zone: z.string(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZSessionValidResponse = z.union([
  ZLoginResponse.extend({ valid: z.literal(true) }),
  z.object({ valid: z.literal(false) }),
]);
export type TSessionValidResponse = z.infer<typeof ZSessionValidResponse>;

/** Switching the interface language while logged in stores it on the account. */
export const ZLanguageLocaleRequest = z.object({ language_locale: ZInterfaceLocale });
export type TLanguageLocaleRequest = z.infer<typeof ZLanguageLocaleRequest>;

export const ZVerifyClientRequest = z.object({ organization_id: ZDbId });
/** An array whose first item has the client's id (spec §7), plus whether it needs a signed statement. */
export const ZVerifyClientResponse = z.array(
  z.object({ id: z.number().int(), requires_signed_statement: z.boolean() }),
);
export type TVerifyClientRequest = z.infer<typeof ZVerifyClientRequest>;
export type TVerifyClientResponse = z.infer<typeof ZVerifyClientResponse>;

export const ZCheckStatementsRequest = z.object({
  username: z.string().min(1),
  organization_id: ZDbId,
  language_locale: z.string().min(2).max(5),
});
export type TCheckStatementsRequest = z.infer<typeof ZCheckStatementsRequest>;

const ZMailLocale = z.enum(STAFF_LOCALES);

export const ZRegisterRequest = z.object({
  username: z.string().trim().min(1).max(100),
  email: z.string().trim().max(254),
  password: ZPrehashedPassword,
  /** The interface language: the account's language and that of the verification mail. */
  locale: ZMailLocale.optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** How long a mailed verification link of a self-registered account works. */
export const VERIFICATION_TOKEN_HOURS = 48;

/** The token of the mailed link /verify-email/:token (and its aliases). */
export const ZVerifyEmailRequest = z.object({ token: z.string().min(1).max(200) });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** A new verification link, asked for with the account's own username and password. */
export const ZResendVerificationRequest = ZLoginRequest.pick({ username: true, password: true }).extend({
  locale: ZMailLocale.optional(),
});
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

/**
 * The spec's body has the new password only; the current one is asked too, so that a session
 * left open (or stolen) cannot take the account over.
 */
export const ZChangePasswordRequest = z.object({ password: ZPrehashedPassword, currentPassword: ZPrehashedPassword });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZForgotPasswordRequest = z.object({
  email: z.string().trim().min(1).max(254),
  locale: ZMailLocale.optional(),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/**
 * Reset: the browser checks match, empty and length (in that order) on the plain passwords
 * before hashing; the server repeats the length check through `passwordLength`. The token is
 * sent as the SHA-256 hex of the link's token (spec: "token (hashed client-side)"), which is
 * what the server stores.
 */
export const ZResetPasswordRequest = z.object({
  password: ZPrehashedPassword,
  user_id: ZDbIdFromText,
  token: z.string().regex(/^[0-9a-f]{64}$/, 'must be the SHA-256 hex of the link token'),
  passwordLength: z.number().int().min(0).max(10_000),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** Error codes of POST /api/v1/administration/reset_password, in the order they are checked. */
export const RESET_PASSWORD_ERROR_CODES = [
  'no_password_entered',
  'password_too_short',
  'common_password',
  'something_went_wrong',
] as const;
/** How long an e-mailed reset link works. */
export const RESET_TOKEN_HOURS = 1;

export const ZRestartRequest = z.object({ token: z.string().min(1).max(500) });
export type TRestartRequest = z.infer<typeof ZRestartRequest>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
export type TOkResponse = z.infer<typeof ZOkResponse>;

/** A refused login's answer: its error text as a plain-text body, as the spec's client expects. */
export const ZPlainText = z.string();
/** A refusal that is either such a text or, from the rate limiter, the usual error object. */
export const ZPlainTextOrApiError = z.union([ZPlainText, ZApiError]);
