import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { prehashPassword } from './modules/auth/passwords.js';
import { waitUntilReady } from './test/wait-until-ready.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-server-'));
const PORT = 3000 + 100 + Math.floor(Math.random() * 800);
const base = `http://127.0.0.1:${PORT}`;

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string> = {}): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PEIL_DEMO_DATA: 'off',
      PEIL_ADMIN_PASSWORD: 'server-test-password',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('the server process', () => {
  const started: Started[] = [];
  afterAll(() => {
    for (const s of started) s.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same data directory, keeps acknowledged writes after kill -9, and stops cleanly', async () => {
    const first = startServer();
    started.push(first);
    await waitUntilReady(base, 180_000);

    const second = startServer({ PORT: String(PORT + 1) });
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Peil process/);
    expect((await fetch(`${base}/status`)).ok).toBe(true);

    const password = prehashPassword('duurzaam-wachtwoord');
    const registered = await post('/api/v1/register', { username: 'na-kill', email: 'na-kill@example.nl', password });
    expect(registered.status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;

    const restarted = startServer();
    started.push(restarted);
    await waitUntilReady(base, 180_000);
    // The right password of the unverified account: the row and its hash survived the crash.
    const login = await post('/api/v1/login', { username: 'na-kill', password });
    expect(login.status).toBe(403);
    expect(await login.text()).toBe('Verify your e-mail address first');

    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'peil.lock'))).toBe(false);
  }, 300_000);

  it('stops with one clear line on bad configuration', async () => {
    for (const [env, expected] of [
      [{ PORT: 'abc' }, /^peil: Invalid configuration: PORT="abc"/],
      [
        { DATABASE_URL: 'postgres://peil:secret@127.0.0.1:1/peil' },
        /^peil: Cannot connect to DATABASE_URL \(postgres:\/\/peil:\*\*\*@/,
      ],
    ] as const) {
      const run = startServer(env);
      expect(await run.exited).toBe(1);
      const lines = run.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(expected);
    }
  }, 180_000);
});
