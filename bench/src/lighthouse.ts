import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printFigure, printHeading } from './report.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(root, 'apps/server/dist/server.js');
const WEB_ENTRY = path.join(root, 'apps/web/dist/index.html');
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const ADMIN_PASSWORD = crypto.randomBytes(12).toString('hex');
/** BENCH_LIGHTHOUSE_PAGES=dashboard (or respondent, login; comma-separated): only those pages. */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
/** BENCH_LIGHTHOUSE_REPORTS=<dir>: each run's full Lighthouse result is kept there as JSON, to look into. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** Issue 13's targets: the Performance score, and for the dashboard also its total blocking time. */
const PAGES = [
  { key: 'respondent', name: 'respondent survey page', targetScore: 95 },
  { key: 'login', name: 'staff login', targetScore: 90 },
  { key: 'dashboard', name: 'dashboard after login', targetScore: 75, targetTbtMs: 600 },
] as const;

type TRun = { score: number; tbtMs: number; lcpMs: number; cls: number };

/** The plain page every figure is compared with: text and a heading, no script, no style sheet. */
const PLAIN_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width, initial-scale=1"><title>Plain page</title></head><body><h1>Plain page</h1>' +
  '<p>A static page for the baseline: no script, no style sheet, served from memory.</p></body></html>';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function startPlainServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(PLAIN_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The built server on a fresh demo DATA_DIR, on a port the system hands out; resolves once ready. */
async function startPeil(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      // Info, so that the "listening at" line gives the port.
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PEIL_DEMO_DATA: 'on',
      PEIL_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output.slice(-400)}`);
    const base = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (base && (await fetch(`${base}/status/ready`).catch(() => null))?.status === 200) return { base, child };
  }
  child.kill('SIGTERM');
  throw new Error(`the server was not ready within three minutes: ${output.slice(-400)}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Logs the demo's superadmin in as the login page does (password prehashed with SHA-256). */
async function logIn(base: string): Promise<string> {
  const password = crypto.createHash('sha256').update(ADMIN_PASSWORD).digest('hex');
  const response = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const cookie = /peil_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!response.ok || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}

/** The respondent start page of the demo's Amsterdam survey, as an invitation link opens it. */
async function respondentUrl(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/dashboard/projectssummary`, { method: 'POST', headers: { cookie } });
  const { surveys } = (await response.json()) as { surveys: { survey_name: string; uuid: string }[] };
  const survey = surveys.find((candidate) => candidate.survey_name.includes('Amsterdam')) ?? surveys[0];
  if (!survey) throw new Error('the demo has no survey');
  return `${base}/language-selection/${survey.uuid}`;
}

/**
 * One Lighthouse run, mobile with its default (simulated) throttling, performance only. On a
 * busy machine Chromium now and then loses the trace (NO_NAVSTART); such a run is repeated.
 */
async function audit(chrome: LaunchedChrome, url: string, cookie?: string): Promise<TRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(chrome, url, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  repeated a run of ${new URL(url).pathname}: ${(error as Error).message}`);
    }
  }
}

async function auditOnce(chrome: LaunchedChrome, url: string, cookie?: string): Promise<TRun> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A header rather than a cookie in the browser: Lighthouse clears the origin's storage first.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (REPORTS_DIR) keepReport(lhr);
  const finalUrl = lhr.finalDisplayedUrl;
  if (new URL(finalUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl}`);
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

function keepReport(lhr: { requestedUrl?: string; fetchTime: string }): void {
  fs.mkdirSync(REPORTS_DIR!, { recursive: true });
  const page = new URL(lhr.requestedUrl ?? 'http://x/').pathname.split('/')[1] || 'plain';
  const file = path.join(REPORTS_DIR!, `${page}-${lhr.fetchTime.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(lhr));
}

function printPage(name: string, runs: TRun[], plain: TRun[], target: { score: number; tbtMs?: number }): void {
  const of = (list: TRun[], key: keyof TRun) => median(list.map((run) => run[key]));
  printFigure(`${name}: Performance (target ≥ ${target.score})`, of(runs, 'score'), 'points', {
    name: 'plain page',
    value: of(plain, 'score'),
  });
  const tbtTarget = target.tbtMs ? ` (target < ${target.tbtMs} ms)` : '';
  printFigure(`${name}: TBT${tbtTarget}`, of(runs, 'tbtMs'), 'ms', { name: 'plain page', value: of(plain, 'tbtMs') });
  printFigure(`${name}: LCP`, of(runs, 'lcpMs'), 'ms', { name: 'plain page', value: of(plain, 'lcpMs') });
  printFigure(`${name}: CLS`, of(runs, 'cls'), '', { name: 'plain page', value: of(plain, 'cls') });
}

/**
 * `npm run bench -- lighthouse` (after `npm run build`; it builds nothing): Lighthouse mobile on
 * the built server with a fresh demo, for the respondent page, the staff login and the dashboard
 * after login, each the median of BENCH_REPEATS runs interleaved with a plain static page.
 */
export async function benchLighthouse(): Promise<void> {
  printHeading(`Lighthouse mobile, default throttling (median of ${REPEATS})`);
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(WEB_ENTRY)) {
    console.log('skipped: build first (npm run build)');
    return;
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM} (set BENCH_CHROMIUM)`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bench-lighthouse-'));
  const plainServer = await startPlainServer();
  let peil: ChildProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    const started = await startPeil(dataDir);
    peil = started.child;
    const cookie = await logIn(started.base);
    const urls = [await respondentUrl(started.base, cookie), `${started.base}/login`, `${started.base}/dashboard`];
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    const plain: TRun[] = [];
    const runs: TRun[][] = PAGES.map(() => []);
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      plain.push(await audit(chrome, plainServer.url));
      for (const [index, url] of urls.entries()) {
        if (ONLY_PAGES && !ONLY_PAGES.includes(PAGES[index]!.key)) continue;
        // Only the dashboard is opened logged in; the login page would send a session on.
        runs[index]!.push(await audit(chrome, url, index === 2 ? cookie : undefined));
      }
    }
    for (const [index, page] of PAGES.entries()) {
      if (runs[index]!.length === 0) continue;
      printPage(page.name, runs[index]!, plain, {
        score: page.targetScore,
        tbtMs: 'targetTbtMs' in page ? page.targetTbtMs : undefined,
      });
    }
  } finally {
    chrome?.kill();
    if (peil) await stop(peil);
    await plainServer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
