import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, startServerProcess, type ServerProcess } from './test/server-process.js';
import { waitUntilReady } from './test/wait-until-ready.js';

// The key applyMigrations locks (database.ts): holding it keeps a starting process migrating.
const MIGRATION_LOCK_KEY = 7_305_001;

async function readiness(base: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}/status/ready`);
  return { status: response.status, body: await response.json() };
}

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('readiness of a starting process on PGlite', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens before it migrates and becomes ready once migrated', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-ready-'));
    server = startServerProcess({ DATA_DIR: dataDir });
    const base = await server.base;
    await waitUntilReady(base);
    expect(await readiness(base)).toEqual({ status: 200, body: { status: 'ready' } });
    // On an empty data directory the migrations and the first superadmin come after listening;
    // how long they take here is up to the machine, so the order of the log lines is the proof
    // (the PostgreSQL stage holds the migrations back and asks meanwhile).
    const output = server.output();
    expect(output.indexOf('listening at')).toBeGreaterThan(-1);
    expect(output.indexOf('listening at')).toBeLessThan(output.indexOf('Superadmin "admin" created'));
    expect(output.indexOf('Superadmin "admin" created')).toBeLessThan(output.indexOf('Ready: migrations applied'));
  }, 180_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.PEIL_TEST_DB !== 'postgres' || !serverUrl)('readiness of a starting process', () => {
  let server: ServerProcess | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await scratch?.drop();
  });

  it('is healthy but not ready while another process holds the migrations, ready once they ran', async () => {
    scratch = await createScratchDatabase(serverUrl!);
    // Another process migrating, as far as this one can tell.
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);

    server = startServerProcess({ DATABASE_URL: scratch.url });
    const base = await server.base;
    const health = await fetch(`${base}/status`);
    expect(health.status).toBe(200);
    expect((await health.json()).database).toMatchObject({ kind: 'postgres', ok: true });
    // However long it waits, it takes no traffic meanwhile.
    for (let i = 0; i < 5; i++) {
      expect(await readiness(base)).toEqual({ status: 503, body: { status: 'starting' } });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await fetch(`${base}/api/v1/login`, { method: 'POST' })).status).toBe(503);

    await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await other.end();
    await waitUntilReady(base);
    const tables = await fetch(`${base}/status`);
    expect(tables.status).toBe(200);
    expect(server.output()).toContain('Superadmin "admin" created');
  }, 180_000);
});
