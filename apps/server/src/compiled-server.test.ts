import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/server-root.js';
import { waitUntilReady } from './test/wait-until-ready.js';

// Inside apps/server, as dist/ is: the bundle finds the migrations from its package root.
fs.mkdirSync(path.join(SERVER_ROOT, '.tmp'), { recursive: true });
const workDir = fs.mkdtempSync(path.join(SERVER_ROOT, '.tmp', 'bundle-'));
const outdir = path.join(workDir, 'dist');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-compiled-'));

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('the compiled server', () => {
  let kill = () => {};
  afterAll(() => {
    kill();
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs from the esbuild bundle with plain node: migrations found, status and readiness answered', async () => {
    const build = spawnSync(process.execPath, ['build.mjs', outdir], { cwd: SERVER_ROOT, encoding: 'utf8' });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    const bundle = fs.readFileSync(path.join(outdir, 'server.js'), 'utf8');
    // The workspace packages are compiled in; no TypeScript loader is needed at run time.
    expect(bundle).not.toMatch(/from ["']tsx|from ["']@peil\//);

    const child = spawn(process.execPath, [path.join(outdir, 'server.js')], {
      cwd: os.tmpdir(),
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PEIL_DEMO_DATA: 'off',
        PEIL_ADMIN_PASSWORD: 'compiled-test-password',
        LOG_LEVEL: 'info',
      },
    });
    kill = () => child.kill('SIGKILL');
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const base = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]!);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
    });

    const status = await fetch(`${base}/status`);
    expect(status.status).toBe(200);
    expect((await status.json()).database).toMatchObject({ kind: 'pglite', ok: true });
    // Ready once the bundle found and ran its migrations.
    await waitUntilReady(base);
    // The migrations ran: the first superadmin was created in the tables they make.
    expect(output).toContain('Superadmin "admin" created');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
