import { sql } from 'drizzle-orm';
import { ROLE } from '@peil/contract/domain';
import type { Config } from '../config.js';
import { generatePassword, hashPassword, prehashPassword } from '../modules/auth/passwords.js';
import type { Database } from './database.js';
import * as t from './schema.js';
import { seedDemoData, type SeedOptions } from './seed/demo.js';

export const DEMO_RESPONDENTS = 5000;

/** On a reserved domain (RFC 2606): mail to it goes nowhere until PEIL_ADMIN_EMAIL names one. */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.org';

/**
 * First start on an empty database: the superadmin `admin`, and the demo unless switched off.
 * Passwords are printed once and never stored in plain text.
 */
export async function bootstrapDatabase(
  database: Database,
  config: Pick<Config, 'adminPassword' | 'seedDemoData'> & Partial<Pick<Config, 'adminEmail'>>,
  log: (line: string) => void,
  printSecret: (line: string) => void,
  demo: Partial<Omit<SeedOptions, 'passwordHash'>> = {},
): Promise<boolean> {
  const [{ count }] = (await database.query<{ count: number }>(sql`select count(*)::int as count from users`)) as [
    { count: number },
  ];
  if (count > 0) return false;

  const adminPassword = config.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(prehashPassword(adminPassword));
  let homeOrganizationId: number;
  let demoUsers: string[] = [];
  if (config.seedDemoData) {
    const respondents = demo.respondents ?? DEMO_RESPONDENTS;
    log(`Empty database: generating the demo (${respondents} respondents)`);
    // Demo users share the admin password when one is configured, so a tester needs one secret.
    const demoPassword = config.adminPassword ?? generatePassword();
    const result = await seedDemoData(database, {
      ...demo,
      respondents,
      passwordHash: config.adminPassword ? passwordHash : await hashPassword(prehashPassword(demoPassword)),
    });
    homeOrganizationId = result.homeOrganizationId;
    demoUsers = result.users.map((u) => `  ${u.username.padEnd(12)} role ${u.role}  ${u.organization}`);
    demoUsers.unshift(`Demo users (password ${config.adminPassword ? 'PEIL_ADMIN_PASSWORD' : demoPassword}):`);
  } else {
    const [client] = await database.db.insert(t.clients).values({ name: 'Peil' }).returning();
    const [organization] = await database.db
      .insert(t.organizations)
      .values({ clientId: client!.id, name: 'Peil', isHomeOrganization: true })
      .returning();
    homeOrganizationId = organization!.id;
  }
  await database.db.insert(t.users).values({
    username: 'admin',
    email: config.adminEmail ?? DEFAULT_ADMIN_EMAIL,
    passwordHash,
    role: ROLE.superadmin,
    organizationId: homeOrganizationId,
    locale: 'en',
    signedStatements: true,
  });
  printSecret(
    config.adminPassword
      ? 'Superadmin "admin" created with the password from PEIL_ADMIN_PASSWORD.'
      : `Superadmin "admin" created. Password (shown once): ${adminPassword}`,
  );
  for (const line of demoUsers) printSecret(line);
  return true;
}

/**
 * `npm run reset-admin`: a new password for the first superadmin, the way back in without
 * mail. Its sessions end, so whoever held the old password is signed out.
 */
export async function resetFirstAdmin(
  database: Database,
  config: Pick<Config, 'adminPassword'>,
): Promise<{ username: string; password: string } | undefined> {
  const [admin] = await database.query<{ id: number; username: string }>(
    sql`select id, username from users where role = ${ROLE.superadmin} order by id limit 1`,
  );
  if (!admin) return undefined;
  const password = config.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(prehashPassword(password));
  await database.query(sql`update users set password_hash = ${passwordHash} where id = ${admin.id}`);
  await database.query(sql`delete from sessions where user_id = ${admin.id}`);
  return { username: admin.username, password };
}
