import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@peil/contract/auth';
import type { Db } from '../../db/database.js';
import { loginAttempts } from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';

/**
 * Failed logins are counted in the database, not in process memory, so that the limit holds
 * when several Peil processes serve the same users. The key is username plus address: one
 * attacker cannot lock a user out from everywhere, and one address cannot try many passwords.
 */
export function loginAttemptKey(username: string, ip: string): string {
  return hashToken(`${username.trim().toLowerCase()}|${ip}`);
}

const windowStart = sql`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`;

/** Also counts other refusals that must not be tried without end, under keys of their own. */
export async function isLoginBlocked(db: Db, key: string, maxFailures = LOGIN_MAX_FAILURES): Promise<boolean> {
  const [row] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.keyHash, key), gt(loginAttempts.attemptedAt, windowStart)));
  return (row?.failures ?? 0) >= maxFailures;
}

export async function recordLoginFailure(db: Db, key: string): Promise<void> {
  await db.insert(loginAttempts).values({ keyHash: key });
  // Rows outside the window no longer count for anyone; removing them here keeps the table small.
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart));
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.keyHash, key));
}
