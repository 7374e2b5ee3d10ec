import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PeilApp } from '../app.js';
import { loadConfig } from '../config.js';
import { buildOrganization, buildUser } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import { sessionCookieFor } from '../test/results-fixture.js';
import { defaultPoolSize, openDatabase, type Database } from './database.js';

/**
 * A wave of staff reports can hold every connection of the main pool. Health checks keep a lane
 * of their own, and a staff request that finds no connection in time is told to come back.
 * Only on PostgreSQL: the embedded database has one connection and no pool.
 */
describe.skipIf(process.env.PEIL_TEST_DB !== 'postgres')('database lanes under a full pool', () => {
  let database: Database;
  let app: PeilApp;
  let cookie: string;
  const held: pg.PoolClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase({ acquireTimeoutMs: 1000 });
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }), database });
    await app.ready();
    const organization = await buildOrganization(database);
    const user = await buildUser(database, { role: 2, organizationId: organization.id });
    cookie = await sessionCookieFor(database, user.id);
    // Every connection of the main pool is taken, as by reports that run long.
    for (let i = 0; i < database.pool!.options.max; i++) held.push(await database.pool!.connect());
  });
  afterAll(async () => {
    for (const client of held) client.release();
    await app.close();
    await database.close();
  });

  it('answers /status from its own connections', async () => {
    const response = await app.inject({ method: 'GET', url: '/status' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().database).toMatchObject({ kind: 'postgres', ok: true });
  });

  it('answers a staff request that finds no free connection with 503 and Retry-After', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/projectssummary',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error.code).toBe('unavailable');
  });
});

describe.skipIf(process.env.PEIL_TEST_DB !== 'postgres')('the request pool', () => {
  it('has twice the cores and one connection unless told otherwise', async () => {
    expect(defaultPoolSize(2)).toBe(5);
    expect(defaultPoolSize(8)).toBe(17);
    const scratch = await openTestDatabase();
    const url = scratch.pool!.options.connectionString!;
    const sized = await openDatabase({ kind: 'postgres', url, migrate: false });
    const told = await openDatabase({ kind: 'postgres', url, migrate: false, poolSize: 12 });
    try {
      expect(sized.pool!.options.max).toBe(defaultPoolSize());
      expect(told.pool!.options.max).toBe(12);
    } finally {
      await Promise.all([sized.close(), told.close()]);
      await scratch.close();
    }
  });
});
