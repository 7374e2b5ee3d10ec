import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { prehashPassword } from './modules/auth/passwords.js';
import { waitUntilReady } from './test/wait-until-ready.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-shutdown-'));
const ADMIN_PASSWORD = 'shutdown-test-password';

type Server = { child: ChildProcess; base: string; exited: Promise<number | null>; output: () => string };

/** Starts the server on a free port and resolves once it reports the address it listens on. */
async function startServer(dataDir: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PEIL_DEMO_DATA: 'off',
      PEIL_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  await waitUntilReady(base);
  return { child, base, exited, output: () => output };
}

type Outcome = { name: string; status?: number; error?: string };

function post(
  agent: http.Agent,
  url: string,
  body: unknown,
  cookie = '',
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('stopping the server', () => {
  const servers: Server[] = [];
  afterAll(() => {
    for (const s of servers) s.child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stores every save it answered with 2xx and resets none when SIGTERM arrives under keep-alive load', async () => {
    const dataDir = path.join(root, 'load');
    const server = await startServer(dataDir, { SHUTDOWN_TIMEOUT_SECONDS: '20' });
    servers.push(server);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });
    const login = await post(agent, `${server.base}/api/v1/login`, {
      username: 'admin',
      password: prehashPassword(ADMIN_PASSWORD),
    });
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;

    const outcomes: Outcome[] = [];
    let sent = 0;
    let stopped = false;
    void server.exited.then(() => (stopped = true));
    const worker = async (w: number) => {
      while (!stopped) {
        const name = `Kliniek ${w}-${sent++}`;
        try {
          const answer = await post(agent, `${server.base}/api/v1/administration/insert_client`, { name }, cookie);
          outcomes.push({ name, status: answer.status });
        } catch (error) {
          outcomes.push({ name, error: (error as NodeJS.ErrnoException).code ?? String(error) });
          // A refused connection means the server no longer listens: nothing was sent.
          if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const workers = Array.from({ length: 12 }, (_, w) => worker(w));
    while (outcomes.filter((o) => o.status === 200).length < 200) await new Promise((r) => setTimeout(r, 20));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const stopSeconds = (Date.now() - signalled) / 1000;
    await Promise.all(workers);
    agent.destroy();

    const database = await openDatabase({ kind: 'pglite', dataDir });
    const stored = new Set(
      (await database.query<{ name: string }>(sql`select name from clients`)).map((row) => row.name),
    );
    await database.close();

    const answered = outcomes.filter((o) => o.status === 200);
    const errors = outcomes.filter((o) => o.error);
    const resets = errors.filter((o) => o.error !== 'ECONNREFUSED');
    console.log(
      `shutdown under load: ${outcomes.length} saves, ${answered.length} answered 200, ` +
        `${outcomes.filter((o) => o.status && o.status !== 200).length} other answers, ` +
        `${errors.length - resets.length} refused connections, ${resets.length} resets; exit after ${stopSeconds.toFixed(1)} s`,
    );
    expect(resets).toEqual([]);
    expect(answered.filter((o) => !stored.has(o.name))).toEqual([]);
  }, 240_000);

  it('exits within the limit after SIGTERM while a request hangs and its stdout pipe is closed', async () => {
    const server = await startServer(path.join(root, 'closed-stdout'), { SHUTDOWN_TIMEOUT_SECONDS: '4' });
    servers.push(server);
    // An upload that never ends keeps a request running past the limit.
    const hanging = http.request(`${server.base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
    });
    hanging.on('error', () => {});
    hanging.write('{"username":');
    await new Promise((r) => setTimeout(r, 500));
    server.child.stdout!.destroy();
    server.child.stderr!.destroy();
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
    const seconds = (Date.now() - signalled) / 1000;
    console.log(
      `stdout closed, a request hanging: exit code ${String(code)} after ${seconds.toFixed(1)} s (limit 4 s)`,
    );
    expect(code).not.toBe('still running');
    expect(seconds).toBeLessThan(4 + 1.5);
  }, 120_000);
});
