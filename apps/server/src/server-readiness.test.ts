import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/server-root.js';

// The key applyMigrations locks (database.ts): holding it keeps a starting process migrating.
const MIGRATION_LOCK_KEY = 7_305_001;

type Started = { child: ChildProcess; base: Promise<string>; output: () => string };

/** A Peil server process on a free port; `base` resolves from its "listening" log line. */
function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      PEIL_DEMO_DATA: 'off',
      PEIL_ADMIN_PASSWORD: 'readiness-password',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  const base = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-500)}`)));
  });
  return { child, base, output: () => output };
}

async function readiness(base: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}/status/ready`);
  return { status: response.status, body: await response.json() };
}

async function waitUntilReady(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if ((await readiness(base)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never ready');
}

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('readiness of a starting process on PGlite', () => {
  let dataDir: string | undefined;
  let server: Started | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens before it migrates and becomes ready once migrated', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-ready-'));
    server = startServer({ DATA_DIR: dataDir });
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
  const name = `peil_test_${crypto.randomBytes(6).toString('hex')}`;
  let server: Started | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });

  it('is healthy but not ready while another process holds the migrations, ready once they ran', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // Another process migrating, as far as this one can tell.
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);

    server = startServer({ DATABASE_URL: url.toString() });
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
