import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PeilApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test/test-database.js';

/**
 * Two Peil processes behind a load balancer are two apps on one database: a limit must allow
 * its maximum once across both, not once per process.
 */
describe('rate limits across two apps on one database', () => {
  let database: Database;
  let apps: PeilApp[];
  const FORGOT_PASSWORD_MAX = 10;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
    apps = [await buildApp({ config, database }), await buildApp({ config, database })];
    await Promise.all(apps.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  const forgotPassword = (app: PeilApp, remoteAddress: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      remoteAddress,
      payload: { email: `nobody-${i}@example.org` },
    });

  it('allows the limit once when requests alternate between the apps', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3 * FORGOT_PASSWORD_MAX; i++) {
      statuses.push((await forgotPassword(apps[i % 2]!, '192.0.2.10', i)).statusCode);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(FORGOT_PASSWORD_MAX);
    expect(statuses.slice(FORGOT_PASSWORD_MAX).every((status) => status === 429)).toBe(true);
  }, 120_000);

  it('allows the limit once when the requests arrive at the same moment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 3 * FORGOT_PASSWORD_MAX }, (_, i) => forgotPassword(apps[i % 2]!, '192.0.2.11', i)),
    );
    expect(responses.filter((response) => response.statusCode !== 429)).toHaveLength(FORGOT_PASSWORD_MAX);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  }, 120_000);

  it('counts each route and client apart, and stores no address', async () => {
    for (let i = 0; i < FORGOT_PASSWORD_MAX; i++) await forgotPassword(apps[0]!, '192.0.2.12', i);
    expect((await forgotPassword(apps[1]!, '192.0.2.12', 99)).statusCode).toBe(429);
    expect((await forgotPassword(apps[1]!, '192.0.2.13', 99)).statusCode).not.toBe(429);
    const register = await apps[1]!.inject({
      method: 'POST',
      url: '/api/v1/register',
      remoteAddress: '192.0.2.12',
      payload: { username: 'limited', email: 'limited@example.org', password: 'a'.repeat(64) },
    });
    expect(register.statusCode).not.toBe(429);
    const rows = await database.query<{ key: string; points: number }>(sql`select key, points from rate_limits`);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.some((row) => row.points === 3 * FORGOT_PASSWORD_MAX)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('192.0.2');
  }, 120_000);
});
