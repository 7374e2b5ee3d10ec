import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prehashPassword, verifyPassword } from '../modules/auth/passwords.js';
import { openTestDatabase } from '../test/test-database.js';
import { bootstrapDatabase, resetFirstAdmin } from './bootstrap.js';
import type { Database } from './database.js';

describe('the first superadmin', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const admin = async () =>
    (
      await database.query<{ id: number; email: string; password_hash: string }>(
        sql`select id, email, password_hash from users where username = 'admin'`,
      )
    )[0]!;

  it('gets the address from PEIL_ADMIN_EMAIL at the first start', async () => {
    await bootstrapDatabase(
      database,
      { adminPassword: 'eerste-wachtwoord', adminEmail: 'it@kliniek.example.org', seedDemoData: false },
      () => {},
      () => {},
    );
    expect((await admin()).email).toBe('it@kliniek.example.org');
  });

  it('gets a new password from reset-admin, printed once or taken from PEIL_ADMIN_PASSWORD, and loses its sessions', async () => {
    const { id } = await admin();
    await database.query(
      sql`insert into sessions (id_hash, user_id, expires_at) values ('oud', ${id}, now() + interval '1 day')`,
    );

    const generated = await resetFirstAdmin(database, { adminPassword: undefined });
    expect(generated).toMatchObject({ username: 'admin' });
    expect(generated!.password.length).toBeGreaterThanOrEqual(12);
    expect(await verifyPassword((await admin()).password_hash, prehashPassword(generated!.password))).toBe(true);
    expect(await verifyPassword((await admin()).password_hash, prehashPassword('eerste-wachtwoord'))).toBe(false);
    const sessions = await database.query<{ n: number }>(
      sql`select count(*)::int as n from sessions where user_id = ${id}`,
    );
    expect(sessions[0]!.n).toBe(0);

    await resetFirstAdmin(database, { adminPassword: 'gekozen-wachtwoord' });
    expect(await verifyPassword((await admin()).password_hash, prehashPassword('gekozen-wachtwoord'))).toBe(true);
  });
});
