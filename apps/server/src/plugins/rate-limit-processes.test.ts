import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@peil/contract/auth';
import { prehashPassword } from '../modules/auth/passwords.js';
import { waitUntilReady } from '../test/wait-until-ready.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = process.env.TEST_DATABASE_URL;

type Started = { child: ChildProcess; base: Promise<string> };

/** A Peil server process on a free port; resolves its address from the "listening" log line. */
function startServer(databaseUrl: string): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PEIL_DEMO_DATA: 'off',
      PEIL_ADMIN_PASSWORD: 'two-processes-password',
      LOG_LEVEL: 'info',
    },
  });
  let output = '';
  const base = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-500)}`)));
  });
  return { child, base };
}

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: every limit counts
 * across both. Only with PEIL_TEST_DB=postgres; the embedded database has one process.
 */
describe.skipIf(process.env.PEIL_TEST_DB !== 'postgres' || !serverUrl)('limits across two server processes', () => {
  const name = `peil_test_${crypto.randomBytes(6).toString('hex')}`;
  const servers: Started[] = [];
  let bases: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // One after the other: the first migrates and makes the first admin.
    servers.push(startServer(url.toString()));
    bases.push(await servers[0]!.base);
    await waitUntilReady(bases[0]!);
    servers.push(startServer(url.toString()));
    bases = [bases[0]!, await servers[1]!.base];
    await waitUntilReady(bases[1]!);
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });

  const post = (base: string, url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('blocks failed logins after the limit, counted across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LOGIN_MAX_FAILURES; i++) {
      const response = await post(bases[i % 2]!, '/api/v1/login', {
        username: 'admin',
        password: prehashPassword('not-the-password'),
      });
      statuses.push(response.status);
    }
    expect(statuses.indexOf(429)).toBe(LOGIN_MAX_FAILURES);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LOGIN_MAX_FAILURES);
  }, 180_000);

  it('allows forgot-password its limit once across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await post(bases[i % 2]!, '/api/v1/forgot-password', { email: `nobody-${i}@example.org` })).status,
      );
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
  }, 180_000);
});
