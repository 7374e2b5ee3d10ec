import { LOGIN_ERRORS, RESET_TOKEN_HOURS } from '@peil/contract/auth';
import type { TForgotPasswordRequest, TRegisterRequest, TResetPasswordRequest } from '@peil/contract/auth';
import { EMAIL_PATTERN, LIMITS } from '@peil/contract/limits';
import { ROLES } from '@peil/contract/roles';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { createToken } from '../../lib/tokens.js';
import type { Mailer } from '../mail/mailer.js';
import {
  RESET_MAIL_LOCALES,
  renderResetPasswordMail,
  type TResetMailLocale,
} from '../mail/templates/reset-password.js';
import { clearLoginFailures, isLoginBlocked, loginAttemptKey, recordLoginFailure } from './login-attempts.js';
import { hashPassword, prehashPassword, verifyPassword } from './passwords.js';
import {
  consumeResetToken,
  deleteSessionsOfUser,
  findRegistrationOrganizationId,
  findUserByEmail,
  findUserByUsername,
  insertResetToken,
  invalidateResetTokensOfUser,
  isUsernameOrEmailTaken,
  updatePasswordHash,
} from './queries.js';

// An unknown username is verified against this hash, so that it takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(prehashPassword('peil-no-such-user'));
  return dummyHash;
}

export type LoginOutcome = { ok: true; userId: number } | { ok: false; status: 401 | 429; message: string };

export async function checkLogin(db: Db, username: string, prehashed: string, ip: string): Promise<LoginOutcome> {
  const key = loginAttemptKey(username, ip);
  if (await isLoginBlocked(db, key)) return { ok: false, status: 429, message: LOGIN_ERRORS.tooManyAttempts };
  const user = await findUserByUsername(db, username);
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), prehashed);
  if (!user || !isValid) {
    await recordLoginFailure(db, key);
    return { ok: false, status: 401, message: LOGIN_ERRORS.wrongPassword };
  }
  await clearLoginFailures(db, key);
  return { ok: true, userId: user.id };
}

/**
 * Self-registration. The spec names no organisation or role for it, so the account goes to the
 * registration home organisation (see findRegistrationOrganizationId) as an observer (4) with no
 * project access: it sees nothing until an administrator moves it and gives it a role.
 */
export async function registerUser(db: Db, request: TRegisterRequest): Promise<void> {
  const username = request.username.trim();
  const email = request.email.trim();
  if (!EMAIL_PATTERN.test(email)) throw badRequest('The e-mail address is not valid.');
  if (await isUsernameOrEmailTaken(db, username, email)) {
    throw conflict('This username or email already exists. Please enter a different one.');
  }
  const organizationId = await findRegistrationOrganizationId(db);
  if (organizationId === null) throw new AppError('unavailable', 'Registration is not available.');
  const passwordHash = await hashPassword(request.password);
  try {
    await db.insert(users).values({ username, email, passwordHash, role: ROLES.observer, organizationId });
  } catch (error) {
    // Two registrations with the same name at the same moment: the unique index decides.
    if (isUniqueViolation(error)) {
      throw conflict('This username or email already exists. Please enter a different one.');
    }
    throw error;
  }
}

export async function changePassword(db: Db, userId: number, prehashed: string, sessionToken: string): Promise<void> {
  await updatePasswordHash(db, userId, await hashPassword(prehashed));
  // Other devices logged in with the old password are logged out; this one stays.
  await deleteSessionsOfUser(db, userId, sessionToken);
}

function resetMailLocale(requested: string | undefined, userLocale: string): TResetMailLocale {
  const candidates = [requested, userLocale];
  return (candidates.find((locale) => RESET_MAIL_LOCALES.includes(locale as TResetMailLocale)) ??
    'en') as TResetMailLocale;
}

/**
 * Mails a single-use reset link when the address belongs to a user. The caller answers the
 * same whether or not it does, so the form does not reveal which addresses have an account.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl'>,
  request: TForgotPasswordRequest,
): Promise<void> {
  const user = await findUserByEmail(db, request.email);
  if (!user) return;
  const token = createToken();
  await insertResetToken(db, user.id, token, new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000));
  const locale = resetMailLocale(request.locale, user.locale);
  const link = `${config.publicUrl}/reset_password/${user.id}/${token}/${locale}`;
  await mailer.send(
    renderResetPasswordMail({ to: user.email, username: user.username, link, locale, validHours: RESET_TOKEN_HOURS }),
  );
}

/** The spec's order: nothing entered, too short, then the link itself. */
export async function resetPassword(db: Db, request: TResetPasswordRequest): Promise<void> {
  if (request.passwordLength === 0) throw new AppError('no_password_entered', 'No password entered.');
  if (request.passwordLength < LIMITS.passwordMinLength) {
    throw new AppError('password_too_short', 'Password too short.');
  }
  const passwordHash = await hashPassword(request.password);
  const isDone = await db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, request.user_id, request.token))) return false;
    await updatePasswordHash(tx, request.user_id, passwordHash);
    await invalidateResetTokensOfUser(tx, request.user_id);
    await deleteSessionsOfUser(tx, request.user_id);
    return true;
  });
  if (!isDone) throw new AppError('something_went_wrong', 'The reset link is not valid or has expired.');
}
