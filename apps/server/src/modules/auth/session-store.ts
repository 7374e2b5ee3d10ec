import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { TRole } from '@peil/contract/domain';
import type { Db } from '../../db/database.js';
import { clients, organizations, sessions, users } from '../../db/schema.js';
import { createToken, hashToken } from '../../lib/tokens.js';
import { clientRequiresStatement } from './statement-rule.js';

export const SESSION_COOKIE = 'peil_session';
export const SESSION_HOURS = 12;
export const REMEMBERED_SESSION_DAYS = 30;

/** The logged-in user as every authorization decision sees it. */
export type SessionUser = {
  id: number;
  username: string;
  email: string;
  role: TRole;
  organizationId: number;
  clientId: number;
  locale: string;
  signedStatements: boolean;
  /** The user's client requires the data-processing statement and the user has not signed it. */
  mustSignStatement: boolean;
};

export async function createSession(
  db: Db,
  userId: number,
  isRemembered: boolean,
): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const lifetimeMs = isRemembered ? REMEMBERED_SESSION_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, isRemembered, expiresAt });
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      organizationId: users.organizationId,
      clientId: organizations.clientId,
      requiresSignedStatement: clients.requiresSignedStatement,
      locale: users.locale,
      signedStatements: users.signedStatements,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .innerJoin(clients, eq(clients.id, organizations.clientId))
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  const { requiresSignedStatement, ...user } = row;
  const requiresStatement = clientRequiresStatement({ requiresSignedStatement });
  return { ...user, role: user.role as TRole, mustSignStatement: requiresStatement && !user.signedStatements };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
 * POSTs), Secure when the request came over HTTPS. Without "remember me" it has no Max-Age
 * and ends with the browser; the database expiry bounds it either way.
 */
export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  session: { token: string; expiresAt: Date },
  isRemembered: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(isRemembered ? { maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
