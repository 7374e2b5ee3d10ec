import { execFileSync, spawn, spawnSync } from 'node:child_process';
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
    // The embedded database runs in its own thread, from its own bundle beside the server.
    expect(bundle).toContain('new URL("./pglite-worker.js", import.meta.url)');
    expect(fs.readFileSync(path.join(outdir, 'pglite-worker.js'), 'utf8')).not.toMatch(/from ["']tsx|from ["']@peil\//);

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

  it('starts the export worker from its own bundle beside the server, and it draws a report with a chart', () => {
    // The server looks for the worker beside itself.
    expect(fs.readFileSync(path.join(outdir, 'server.js'), 'utf8')).toContain(
      'new URL("./export-worker.js", import.meta.url)',
    );
    const worker = fs.readFileSync(path.join(outdir, 'export-worker.js'), 'utf8');
    expect(worker).not.toMatch(/from ["']tsx|from ["']@peil\//);
    const card = {
      question_id: 1,
      type: 1,
      question_text: 'Hoe tevreden bent u?',
      title: 'Hoe tevreden bent u?',
      special_type: 'choice',
      dimension_name: null,
      labels: ['Tevreden', 'Ontevreden'],
      data: [7, 3],
      refs: [1, 2],
      colors: [],
      date: '2024-01-10',
      answers: null,
      timestamps: [],
      score: null,
      n: 10,
      nps: null,
    };
    const head = { logo: null, title: 'Gebundeld rapport', subtitle: null, from: '2024-01-01', until: '2024-12-31' };
    // The same report twice, the second without answers and so without its chart.
    const messages = [1, 2].flatMap((job) => [
      { job, kind: 'report', init: { title: 'Gebundeld rapport', locale: 'nl' } },
      { job, part: { head: { ...head, finished: 10, unfinished: 0, filters: [] } } },
      { job, part: { card: job === 1 ? card : { ...card, data: [0, 0] } } },
      { job, end: true },
    ]);
    // A plain node process, as the server's own thread would be: no TypeScript loader.
    const script = `
      import { Worker } from 'node:worker_threads';
      const worker = new Worker(${JSON.stringify(path.join(outdir, 'export-worker.js'))});
      const chunks = { 1: [], 2: [] };
      const pdfs = {};
      worker.on('message', (message) => {
        if (message.chunk) chunks[message.job].push(Buffer.from(message.chunk));
        if (message.error) { console.error(message.error); process.exit(1); }
        if (message.done) pdfs[message.job] = Buffer.concat(chunks[message.job]).toString('base64');
        if (pdfs[1] && pdfs[2]) { process.stdout.write(JSON.stringify(pdfs)); process.exit(0); }
      });
      for (const message of ${JSON.stringify(messages)}) worker.postMessage(message);
    `;
    const scriptFile = path.join(workDir, 'run-export-worker.mjs');
    fs.writeFileSync(scriptFile, script);
    const pdfs = JSON.parse(execFileSync(process.execPath, [scriptFile], { encoding: 'utf8' })) as Record<
      string,
      string
    >;
    const [withChart, withoutChart] = [pdfs[1]!, pdfs[2]!].map((pdf) => Buffer.from(pdf, 'base64'));
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: withChart }).toString('utf8');
    expect(text).toContain('Gebundeld rapport');
    expect(text).toMatch(/Tevreden +7 +70,0%/);
    // The chart drawn by ECharts and svg-to-pdfkit, with its font subset.
    expect(withChart!.length).toBeGreaterThan(withoutChart!.length + 1000);
  }, 120_000);
});
