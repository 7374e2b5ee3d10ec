import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { runOnServer } from './run-on-server.js';
import { SERVER_ROOT } from '../lib/server-root.js';

export type ServerProcess = { child: ChildProcess; base: Promise<string>; output: () => string };

/**
 * A Peil server process (the TypeScript source) on a free port of 127.0.0.1, without demo data.
 * `base` resolves from its "listening" log line, which comes before its migrations: wait for
 * readiness (wait-until-ready.ts) before sending it traffic. `env` adds to or overrides the rest.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      PEIL_DEMO_DATA: 'off',
      PEIL_ADMIN_PASSWORD: 'server-process-password',
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
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-500)}`)));
  });
  return { child, base, output: () => output };
}

/** An empty database of its own on the test PostgreSQL server, for processes that migrate it themselves. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `peil_test_${crypto.randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
