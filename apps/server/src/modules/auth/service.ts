import { LOGIN_ERRORS, RESET_TOKEN_HOURS, VERIFICATION_TOKEN_HOURS } from '@peil/contract/auth';
import type {
  TChangePasswordRequest,
  TForgotPasswordRequest,
  TRegisterRequest,
  TResendVerificationRequest,
  TResetPasswordRequest,
} from '@peil/contract/auth';
import { EMAIL_PATTERN, LIMITS } from '@peil/contract/limits';
import { ROLE } from '@peil/contract/domain';
import { staffLocaleOf, type TStaffLocale } from '@peil/contract/locale-codes';
import { PUBLIC_ROUTES } from '@peil/contract/routes';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { createToken } from '../../lib/tokens.js';
import type { MailQueue } from '../mail/mail-job.js';
import type { Mailer } from '../mail/mailer.js';
import { renderAccountExistsMail, renderVerificationMail } from '../mail/templates/account-registration.js';
import { renderResetPasswordMail } from '../mail/templates/reset-password.js';
import { requireUncommonPassword } from './common-passwords.js';
import { clearLoginFailures, isLoginBlocked, loginAttemptKey, recordLoginFailure } from './login-attempts.js';
import { hashPassword, prehashPassword, verifyPassword } from './passwords.js';
import {
  consumeResetToken,
  consumeVerificationToken,
  deleteSessionsOfUser,
  findPasswordHash,
  findRegistrationClash,
  findRegistrationOrganizationId,
  findUserByUsername,
  insertResetTokenForEmail,
  insertUnverifiedUser,
  insertVerificationToken,
  invalidateResetTokensOfUser,
  markEmailVerified,
  updatePasswordHash,
} from './queries.js';

/** What the account mails need: where to send them, the links' base address, and a log for failures. */
/** Account mails leave the request as jobs (mail-job.ts): the answer never waits on the mail server. */
export type AccountMail = {
  mail: MailQueue;
  config: Pick<Config, 'publicUrl'>;
  log: { error(object: object, message: string): void };
};

/** The spec's duplicate-user text (new_account / administration), shown as it is in English. */
export const DUPLICATE_USER_MESSAGE = 'This username or email already exists. Please enter a different one.';

// An unknown username is verified against this hash, so that it takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(prehashPassword('peil-no-such-user'));
  return dummyHash;
}

type CredentialsOutcome =
  | { ok: true; user: NonNullable<Awaited<ReturnType<typeof findUserByUsername>>> }
  | { ok: false; status: 401 | 429; message: string };

/** Username and password, with failures counted per username and address. */
async function checkCredentials(db: Db, username: string, prehashed: string, ip: string): Promise<CredentialsOutcome> {
  const key = loginAttemptKey(username, ip);
  if (await isLoginBlocked(db, key)) return { ok: false, status: 429, message: LOGIN_ERRORS.tooManyAttempts };
  const user = await findUserByUsername(db, username);
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), prehashed);
  if (!user || !isValid) {
    await recordLoginFailure(db, key);
    return { ok: false, status: 401, message: LOGIN_ERRORS.wrongPassword };
  }
  await clearLoginFailures(db, key);
  return { ok: true, user };
}

export type LoginOutcome = { ok: true; userId: number } | { ok: false; status: 401 | 403 | 429; message: string };

export async function checkLogin(db: Db, username: string, prehashed: string, ip: string): Promise<LoginOutcome> {
  const outcome = await checkCredentials(db, username, prehashed, ip);
  if (!outcome.ok) return outcome;
  // Said only to someone who knows the password, so it reveals nothing about who has an account.
  if (!outcome.user.emailVerified) return { ok: false, status: 403, message: LOGIN_ERRORS.emailNotVerified };
  return { ok: true, userId: outcome.user.id };
}

function verificationLink(config: Pick<Config, 'publicUrl'>, token: string, locale: TStaffLocale): string {
  return `${config.publicUrl}${PUBLIC_ROUTES.verifyEmail[locale].replace(':token', token)}`;
}

function verificationExpiry(): Date {
  return new Date(Date.now() + VERIFICATION_TOKEN_HOURS * 3_600_000);
}

/**
 * The one place the verification mail is sent. A failure is logged, not thrown: the register
 * form answers the same whatever happens to the mail, and the login page offers a new link.
 */
export async function sendVerificationMail(
  { mail, config, log }: AccountMail,
  input: { to: string; username: string; token: string; locale: TStaffLocale },
): Promise<void> {
  const link = verificationLink(config, input.token, input.locale);
  try {
    await mail.sendLater(renderVerificationMail({ ...input, link, validHours: VERIFICATION_TOKEN_HOURS }));
  } catch (error) {
    log.error({ err: error }, 'verification mail could not be queued');
  }
}

/** The one place the "an account already exists for your address" mail is sent. */
export async function sendAccountExistsMail(
  { mail, config, log }: AccountMail,
  input: { to: string; username: string; locale: TStaffLocale },
): Promise<void> {
  const link = `${config.publicUrl}${PUBLIC_ROUTES.forgotPassword[input.locale]}`;
  try {
    await mail.sendLater(renderAccountExistsMail({ ...input, link }));
  } catch (error) {
    log.error({ err: error }, 'account-exists mail could not be queued');
  }
}

function duplicateUser(): AppError {
  return new AppError('duplicate_user', DUPLICATE_USER_MESSAGE);
}

/**
 * Self-registration. The spec names no organisation or role for it, so the account goes to the
 * registration home organisation (see findRegistrationOrganizationId) as an observer (4) with no
 * project access: it sees nothing until an administrator moves it and gives it a role. It
 * cannot log in, nor be shared with, until the mailed link confirms the address.
 *
 * The rule against probing: a taken e-mail address answers exactly like a new one (the owner
 * gets a mail instead, and the same work is done: the password is hashed either way). A taken
 * username does answer 409 with the spec's duplicate text: usernames are chosen names, not
 * personal addresses, and a user must be able to pick a free one.
 */
export async function registerUser(db: Db, mail: AccountMail, request: TRegisterRequest): Promise<void> {
  const username = request.username.trim();
  const email = request.email.trim();
  if (!EMAIL_PATTERN.test(email)) throw badRequest('The e-mail address is not valid.');
  requireUncommonPassword(request.password);
  const locale = staffLocaleOf(request.locale);
  const passwordHash = await hashPassword(request.password);
  const clash = await findRegistrationClash(db, username, email);
  if (clash.isUsernameTaken) throw duplicateUser();
  if (clash.emailOwner) {
    const owner = clash.emailOwner;
    await sendAccountExistsMail(mail, {
      to: owner.email,
      username: owner.username,
      locale: staffLocaleOf(owner.locale),
    });
    return;
  }
  const organizationId = await findRegistrationOrganizationId(db);
  if (organizationId === null) throw new AppError('unavailable', 'Registration is not available.');
  const token = createToken();
  try {
    await insertUnverifiedUser(
      db,
      { username, email, passwordHash, role: ROLE.observer, organizationId, locale },
      token,
      verificationExpiry(),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two registrations at the same moment: the unique indexes decide, with the same answers.
    if ((await findRegistrationClash(db, username, email)).isUsernameTaken) throw duplicateUser();
    return;
  }
  await sendVerificationMail(mail, { to: email, username, token, locale });
}

/** Opens the mailed link: the account's address is confirmed and it can log in. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  if (!(await consumeVerificationToken(db, token))) {
    throw new AppError('invalid_verification_link', 'The link is not valid, was used already or has expired.');
  }
}

/**
 * A new verification link, for whoever knows the account's password (as the login page asks
 * it): so it can neither probe addresses nor flood someone else's mailbox.
 */
export async function resendVerification(
  db: Db,
  mail: AccountMail,
  request: TResendVerificationRequest,
  ip: string,
): Promise<CredentialsOutcome> {
  const outcome = await checkCredentials(db, request.username, request.password, ip);
  if (!outcome.ok || outcome.user.emailVerified) return outcome;
  const { user } = outcome;
  const token = createToken();
  await insertVerificationToken(db, user.id, token, verificationExpiry());
  await sendVerificationMail(mail, {
    to: user.email,
    username: user.username,
    token,
    locale: staffLocaleOf(request.locale, user.locale),
  });
  return outcome;
}

/**
 * A password change needs the current password: a session left open (or stolen) is not enough
 * to take the account over. Wrong guesses count as failed logins of the same user and address.
 */
export async function changePassword(
  db: Db,
  user: { id: number; username: string },
  request: TChangePasswordRequest,
  sessionToken: string,
  ip: string,
): Promise<void> {
  const key = loginAttemptKey(user.username, ip);
  if (await isLoginBlocked(db, key)) throw new AppError('too_many_requests', LOGIN_ERRORS.tooManyAttempts);
  const storedHash = await findPasswordHash(db, user.id);
  if (!storedHash || !(await verifyPassword(storedHash, request.currentPassword))) {
    await recordLoginFailure(db, key);
    throw new AppError('wrong_current_password', 'The current password is not right.');
  }
  requireUncommonPassword(request.password);
  await updatePasswordHash(db, user.id, await hashPassword(request.password));
  // Other devices logged in with the old password are logged out; this one stays.
  await deleteSessionsOfUser(db, user.id, sessionToken);
}

/** The one place the reset-password mail is sent. */
export async function sendPasswordResetMail(
  mailer: Mailer,
  config: Pick<Config, 'publicUrl'>,
  input: { userId: number; to: string; username: string; token: string; locale: TStaffLocale },
): Promise<void> {
  const link = `${config.publicUrl}/reset_password/${input.userId}/${input.token}/${input.locale}`;
  await mailer.send(
    renderResetPasswordMail({
      to: input.to,
      username: input.username,
      link,
      locale: input.locale,
      validHours: RESET_TOKEN_HOURS,
    }),
  );
}

/**
 * Mails a single-use reset link when the address belongs to a user. The caller answers the
 * same whether or not it does, and the database work is one statement in both cases.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl'>,
  request: TForgotPasswordRequest,
): Promise<void> {
  const token = createToken();
  const user = await insertResetTokenForEmail(
    db,
    request.email,
    token,
    new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000),
  );
  if (!user) return;
  await sendPasswordResetMail(mailer, config, {
    userId: user.id,
    to: user.email,
    username: user.username,
    token,
    locale: staffLocaleOf(request.locale, user.locale),
  });
}

/** The spec's order: nothing entered, too short, then the link itself. */
export async function resetPassword(db: Db, request: TResetPasswordRequest): Promise<void> {
  if (request.passwordLength === 0) throw new AppError('no_password_entered', 'No password entered.');
  if (request.passwordLength < LIMITS.passwordMinLength) {
    throw new AppError('password_too_short', 'Password too short.');
  }
  requireUncommonPassword(request.password);
  const passwordHash = await hashPassword(request.password);
  const isDone = await db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, request.user_id, request.token))) return false;
    await updatePasswordHash(tx, request.user_id, passwordHash);
    await invalidateResetTokensOfUser(tx, request.user_id);
    await deleteSessionsOfUser(tx, request.user_id);
    // The link arrived at the account's address, which proves it as well as a verification link.
    await markEmailVerified(tx, request.user_id);
    return true;
  });
  if (!isDone) throw new AppError('something_went_wrong', 'The reset link is not valid or has expired.');
}
