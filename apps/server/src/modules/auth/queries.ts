import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TLoginResponse } from '@peil/contract/auth';
import type { TRole } from '@peil/contract/domain';
import type { Db } from '../../db/database.js';
import {
  clients,
  emailVerificationTokens,
  organizations,
  passwordResetTokens,
  sessions,
  signedStatements,
  users,
} from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';
import { VERSION } from '../../version.js';
import { clientRequiresStatement } from './statement-rule.js';

export async function findUserByUsername(db: Db, username: string) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      locale: users.locale,
      passwordHash: users.passwordHash,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return user?.passwordHash ?? null;
}

/**
 * The login response of the spec: the user, their organisation, their client's benchmark flag
 * and whether their client requires the data-processing statement.
 */
export async function findLoginProfile(db: Db, userId: number, timeZone: string): Promise<TLoginResponse | null> {
  const [row] = await db
    .select({
      username: users.username,
      organizationId: users.organizationId,
      organizationName: organizations.name,
      role: users.role,
      benchmarkEnabled: clients.benchmarkEnabled,
      clientId: clients.id,
      requiresSignedStatement: clients.requiresSignedStatement,
      signedStatements: users.signedStatements,
      locale: users.locale,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .innerJoin(clients, eq(clients.id, organizations.clientId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    username: row.username,
    organization_id: row.organizationId,
    organization_name: row.organizationName,
    versionNumber: VERSION,
    role: row.role as TRole,
    benchmark_enabled: row.benchmarkEnabled ? 1 : 0,
    signed_statements: row.signedStatements ? 1 : 0,
    requires_signed_statement: clientRequiresStatement(row),
    language_locale: row.locale,
    time_zone: timeZone,
  };
}

/** The organisation's client and whether its users must sign the statement. */
export async function findClientOfOrganization(db: Db, organizationId: number) {
  const [row] = await db
    .select({ id: clients.id, requiresSignedStatement: clients.requiresSignedStatement })
    .from(organizations)
    .innerJoin(clients, eq(clients.id, organizations.clientId))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row ? { id: row.id, requiresSignedStatement: clientRequiresStatement(row) } : null;
}

/** Whether the username is taken, and the account that has the address, if any: one query. */
export async function findRegistrationClash(db: Db, username: string, email: string) {
  const rows = await db
    .select({
      username: users.username,
      email: users.email,
      locale: users.locale,
      hasUsername: sql<boolean>`lower(${users.username}) = ${username.trim().toLowerCase()}`,
      hasEmail: sql<boolean>`lower(${users.email}) = ${email.trim().toLowerCase()}`,
    })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${username.trim().toLowerCase()} or lower(${users.email}) = ${email.trim().toLowerCase()}`,
    );
  const emailOwner = rows.find((row) => row.hasEmail);
  return {
    isUsernameTaken: rows.some((row) => row.hasUsername),
    emailOwner: emailOwner
      ? { username: emailOwner.username, email: emailOwner.email, locale: emailOwner.locale }
      : null,
  };
}

/**
 * Where self-registered accounts go: the home organisation of the client named 'Peil', else the
 * first home organisation.
 */
export async function findRegistrationOrganizationId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .innerJoin(clients, eq(clients.id, organizations.clientId))
    .where(eq(organizations.isHomeOrganization, true))
    .orderBy(desc(sql`${clients.name} = 'Peil'`), asc(organizations.id))
    .limit(1);
  return row?.id ?? null;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The self-registered account and its first verification link, together or not at all. */
export async function insertUnverifiedUser(
  db: Db,
  user: { username: string; email: string; passwordHash: string; role: TRole; organizationId: number; locale: string },
  token: string,
  expiresAt: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ ...user, emailVerified: false })
      .returning({ id: users.id });
    await tx.insert(emailVerificationTokens).values({ userId: created!.id, tokenHash: hashToken(token), expiresAt });
    return created!;
  });
}

export async function insertVerificationToken(db: Db, userId: number, token: string, expiresAt: Date): Promise<void> {
  await db.insert(emailVerificationTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
}

/**
 * Opens a verification link: marks the account verified if the token is unused and unexpired,
 * and ends every other link of the account, in one transaction, so a link works once.
 */
export async function consumeVerificationToken(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId });
    if (!used) return false;
    await markEmailVerified(tx, used.userId);
    return true;
  });
}

export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

/** Ends every session of the user, or every one but `keepToken` (the session that asked). */
export async function deleteSessionsOfUser(db: Db, userId: number, keepToken?: string): Promise<void> {
  const others = keepToken ? ne(sessions.idHash, hashToken(keepToken)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}

/** The interface language the user chose; the session check hands it back on every device. */
export async function storeInterfaceLocale(db: Db, userId: number, locale: string): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export async function recordSignedStatement(db: Db, userId: number, locale: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(signedStatements).values({ userId, locale });
    await tx.update(users).set({ signedStatements: true }).where(eq(users.id, userId));
  });
}

/**
 * Stores a reset token for the account with this address, if there is one, and returns that
 * account. One statement either way, so that known and unknown addresses cost the same work.
 */
export async function insertResetTokenForEmail(db: Db, email: string, token: string, expiresAt: Date) {
  const result = (await db.execute(sql`
    with account as (
      select id, username, email, locale from users where lower(email) = ${email.trim().toLowerCase()} limit 1
    ), stored as (
      insert into password_reset_tokens (user_id, token_hash, expires_at)
      select id, ${hashToken(hashToken(token))}, ${expiresAt.toISOString()}::timestamptz from account
    )
    select id, username, email, locale from account`)) as {
    rows: { id: number; username: string; email: string; locale: string }[];
  };
  const [user] = result.rows;
  return user ?? null;
}

/**
 * Uses a reset token: marks it used only if it belongs to the user, is unused and unexpired,
 * in one statement, so two requests with the same link cannot both succeed. The browser sends
 * the token's SHA-256 (spec); the table holds the SHA-256 of that, so that what is stored cannot
 * itself be sent to reset a password (migration 0028).
 */
export async function consumeResetToken(db: Db, userId: number, tokenHash: string): Promise<boolean> {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.tokenHash, hashToken(tokenHash)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return used.length > 0;
}

/** After a reset every other link of that user stops working too. */
export async function invalidateResetTokensOfUser(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
