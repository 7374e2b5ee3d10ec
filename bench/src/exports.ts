import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { bootstrapDatabase } from '../../apps/server/src/db/bootstrap.js';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { createSession } from '../../apps/server/src/modules/auth/session-store.js';
import { foldAllAnswerChanges } from '../../apps/server/src/db/answer-aggregates.js';
import { findExportChunk } from '../../apps/server/src/modules/exports/queries/export-rows.js';
import { RESPONDENTS_PER_CHUNK } from '../../apps/server/src/modules/exports/excel-export.js';
import { COMMENTS_PER_BATCH } from '../../apps/server/src/modules/exports/report-pdf.js';
import {
  findOpenAnswersAfter,
  type OpenAnswerKey,
} from '../../apps/server/src/modules/results/queries/open-answers-page.js';
import { runLoadProcess } from './load-process.js';
import { openBenchDatabase, type BenchPostgres } from './postgres.js';
import { printFigure, printHeading } from './report.js';

const RESPONDENTS = Number(process.env.BENCH_EXPORT_RESPONDENTS ?? 100_000);
const QUESTIONS = 40;
const STAFF = 20;
const STAFF_SECONDS = Number(process.env.BENCH_STAFF_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_REPEATS ?? 3);
const IDLE_MS = 5000;
/** The databases measured, of 'pglite' and 'postgres'. */
const ON = (process.env.BENCH_EXPORT_ON ?? 'pglite,postgres').split(',');
/** What runs under the probe, of 'exports' and 'staff' (the wave of staff, on PostgreSQL only). */
const PARTS = (process.env.BENCH_EXPORT_PARTS ?? 'exports,staff').split(',');
/** The target for GET /status p99 while any export runs. */
const STATUS_P99_TARGET_MS = 50;
const probeScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'status-probe.ts');

/**
 * What other users feel while exports and staff waves run: GET /status p99 measured from a
 * separate process (an in-process monitor cannot see a stalled event loop), during the XLSX
 * export, the text-only PDF, the PDF report with charts and the benchmark workbooks of one survey
 * of RESPONDENTS respondents, against the same probe while idle; the XLSX time against reading the same rows; and on PostgreSQL 20 staff opening
 * results at once.
 */
export async function benchExports(postgres: BenchPostgres | undefined): Promise<void> {
  if (ON.includes('pglite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bench-exports-'));
    await benchOn('PGlite', await openDatabase({ kind: 'pglite', dataDir: dir }));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!ON.includes('postgres')) return;
  if (postgres) {
    const { url, done } = await openBenchDatabase(postgres.serverUrl, process.env.BENCH_EXPORT_DATABASE_URL);
    await benchOn(
      'PostgreSQL',
      await openDatabase({
        kind: 'postgres',
        url,
        // The server's own size unless a comparison asks for another.
        ...(process.env.BENCH_EXPORT_POOL_SIZE && { poolSize: Number(process.env.BENCH_EXPORT_POOL_SIZE) }),
      }),
      url === process.env.BENCH_EXPORT_DATABASE_URL,
    );
    await done();
  } else {
    console.log('exports on PostgreSQL: skipped (no PostgreSQL)');
  }
}

async function benchOn(label: string, database: Database, isSeeded = false): Promise<void> {
  printHeading(`Exports on ${label} (${RESPONDENTS.toLocaleString('en')} respondents x ${QUESTIONS} questions)`);
  if (!isSeeded) {
    const seedStarted = performance.now();
    await bootstrapDatabase(
      database,
      { adminPassword: 'bench-password', seedDemoData: true },
      () => {},
      () => {},
      { respondents: RESPONDENTS, questionsPerSurvey: QUESTIONS, singleSurvey: true },
    );
    console.log(`(seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s)`);
    // The job folds pending answer changes every minute; a seed arrives all at once, and the
    // first readers would otherwise fold 40 answers per respondent while the others wait.
    await foldAllAnswerChanges(database);
    // As after any bulk load: the fold leaves a dead row per change, which the readers' check for
    // pending changes would step over until autovacuum came by.
    await database.raw('vacuum analyze');
  }
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production' }), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const [admin] = await database.raw<{ id: number }>("select id from users where username = 'admin'");
  const { token } = await createSession(database.db, admin!.id, false);
  const cookie = `peil_session=${token}`;
  const [survey] = await database.raw<{ id: number }>('select min(id)::int as id from surveys');
  const surveyId = survey!.id;

  const report = { id: surveyId, filter: [], surveyName: 'Bench', header: 'Bench', locale: 'nl' };
  const exports: { name: string; run: () => Promise<{ status: number; bytes: number }> }[] = [
    { name: 'XLSX export', run: () => post(port, cookie, '/api/v1/excel', { surveyId, locale: 'nl' }) },
    { name: 'text-only PDF', run: () => post(port, cookie, '/api/v1/report-text-only', report) },
    // The dashboard's PDF export: a chart per question, rendered server-side.
    { name: 'PDF report with charts', run: () => post(port, cookie, '/api/v1/report', report) },
    // The benchmark workbooks: against the cluster, and the time comparison with its trend sheet.
    {
      name: 'benchmark workbook',
      run: () =>
        post(port, cookie, '/api/v1/excel_benchmark_average', {
          ClusterData: { survey_id: surveyId, locale: 'nl', period: 'all_time' },
        }),
    },
    {
      name: 'time comparison workbook with trend',
      run: () =>
        post(port, cookie, '/api/v1/excel_benchmark_average', {
          ClusterData: { survey_id: surveyId, locale: 'nl' },
          PeriodOne: { start_date: '2000-01-01', end_date: '2024-12-31' },
          PeriodTwo: { start_date: '2025-01-01', end_date: '2099-12-31' },
        }),
    },
  ];
  // Rounds of an idle probe, then each export under the probe, so that a load that comes and goes
  // on the machine falls on the baseline as on the exports; medians of the rounds are printed.
  const idleP99s: number[] = [];
  const probed = new Map<string, Probed<{ status: number; bytes: number }>[]>(exports.map(({ name }) => [name, []]));
  const rowReadings: number[] = [];
  const textReadings: number[] = [];
  let peakRss = 0;
  const rssBefore = process.memoryUsage.rss();
  for (let round = 0; round < ROUNDS; round++) {
    const idle = await probeStatus(port, () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
    idleP99s.push(percentile(idle.latencies, 99));
    if (!PARTS.includes('exports')) continue;
    for (const { name, run } of exports) {
      // The XLSX and the text-only PDF each right after reading the same rows or texts.
      if (name === 'XLSX export') rowReadings.push(await timed(() => readExportRows(database, surveyId)));
      if (name === 'text-only PDF') textReadings.push(await timed(() => readOpenTexts(database, surveyId)));
      const peak = name === 'XLSX export' ? sampleRss() : undefined;
      probed.get(name)!.push(await probeStatus(port, run));
      if (peak) peakRss = Math.max(peakRss, peak.stop());
    }
  }
  const idleP99 = { name: `idle, median of ${ROUNDS}`, value: median(idleP99s) };
  if (PARTS.includes('exports')) {
    const xlsx = probed.get('XLSX export')!;
    printFigure(`XLSX export, median of ${ROUNDS}`, median(xlsx.map((run) => run.ms)), 'ms', {
      name: 'reading the same rows',
      value: median(rowReadings),
    });
    console.log(
      `  ${(xlsx[0]!.result.bytes / 1_048_576).toFixed(1)} MB, status ${xlsx[0]!.result.status}, RSS ${mb(rssBefore)} MB before, peak ${mb(peakRss)} MB`,
    );
    const pdfs = probed.get('text-only PDF')!;
    printFigure(`text-only PDF, median of ${ROUNDS}`, median(pdfs.map((run) => run.ms)), 'ms', {
      name: 'reading the same texts',
      value: median(textReadings),
    });
    console.log(`  ${(pdfs[0]!.result.bytes / 1_048_576).toFixed(1)} MB, status ${pdfs[0]!.result.status}`);
    for (const { name } of exports) {
      const runs = probed.get(name)!;
      console.log(
        `${name}: ${(median(runs.map((run) => run.ms)) / 1000).toFixed(1)} s (median of ${ROUNDS}), status ${runs.map((run) => run.result.status).join(' ')}`,
      );
      printStatus(name, runs, idleP99);
    }
  }

  if (database.pool && PARTS.includes('staff')) {
    const payload = { fromDate: '1970-01-01', toDate: '9999-12-30', filter: [], locale: 'nl', translationFilter: [] };
    // From a process of its own: 20 clients parsing answers in this one would stall the server.
    const wave = await probeStatus(port, () =>
      runLoadProcess({
        port,
        path: `/api/v1/survey/get_survey_results/${surveyId}`,
        method: 'POST',
        headers: { cookie },
        sameBody: payload,
        concurrency: STAFF,
        durationMs: STAFF_SECONDS * 1000,
      }),
    );
    console.log(
      `${STAFF} staff opening results for ${STAFF_SECONDS} s: ${wave.result.requests} answered, ${wave.result.failures} failed, p50 ${Math.round(wave.result.p50)} ms, p99 ${Math.round(wave.result.p99)} ms`,
    );
    printStatus(`${STAFF} staff`, [wave], idleP99);
  }
  await app.close();
  await database.close();
}

/** The export's own reads, chunk by chunk (each chunk's JSON as text), without building the workbook. */
async function readExportRows(database: Database, surveyId: number): Promise<void> {
  const perChunk = RESPONDENTS_PER_CHUNK[database.kind];
  let afterId = 0;
  for (;;) {
    const chunk = await findExportChunk(database, { surveyId }, afterId, perChunk);
    if (chunk.respondents < perChunk) return;
    afterId = chunk.lastId!;
  }
}

/** Every open text of the survey, question by question, in the text-only PDF's batches. */
async function readOpenTexts(database: Database, surveyId: number): Promise<void> {
  const questions = await database.raw<{ question_id: number }>(
    'select distinct question_id from answer_texts where survey_id = $1',
    [surveyId],
  );
  for (const { question_id: questionId } of questions) {
    const perBatch = COMMENTS_PER_BATCH[database.kind];
    let after: OpenAnswerKey | null = null;
    for (;;) {
      const batch = await findOpenAnswersAfter(database, { surveyId, filter: [] }, questionId, after, perBatch);
      if (batch.rows.length < perBatch) break;
      after = batch.last;
    }
  }
}

/** The highest resident memory of this process (server and bench) until stop(), sampled every 50 ms. */
function sampleRss(): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

/** Runs `work` while a separate process sends GET /status; its latencies, the time and result. */
type Probed<T> = { ms: number; result: T; latencies: number[]; stallMs: number };

async function probeStatus<T>(port: number, work: () => Promise<T>): Promise<Probed<T>> {
  const probe = spawn(process.execPath, ['--import', 'tsx', probeScript, String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  probe.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve) => {
    const ready = () => output.includes('ready\n') && (probe.stdout.off('data', ready), resolve());
    probe.stdout.on('data', ready);
  });
  // The bench and the server share this thread: its longest stall tells a blocked event loop
  // from a /status that waited for the CPU (other processes, the export workers).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  loop.disable();
  probe.stdin.end();
  await new Promise((resolve) => probe.on('close', resolve));
  const latencies = JSON.parse(output.slice(output.indexOf('ready\n') + 6).trim()) as number[];
  return { ms, result, latencies, stallMs: loop.max / 1e6 };
}

/** The median over the rounds of each round's /status p99, against the idle median and the target. */
function printStatus(during: string, runs: Probed<unknown>[], idle: Figure): void {
  const p99 = median(runs.map((run) => percentile(run.latencies, 99)));
  printFigure(`  GET /status p99 during the ${during}, median of ${runs.length}`, p99, 'ms', idle);
  console.log(
    `  target < ${STATUS_P99_TARGET_MS} ms: ${p99 < STATUS_P99_TARGET_MS ? 'met' : 'not met'}; longest stall of the server's event loop meanwhile: ${Math.round(Math.max(...runs.map((run) => run.stallMs)))} ms`,
  );
}

type Figure = { name: string; value: number };

/** POSTs over a real connection and reads the whole body as a client would. */
function post(port: number, cookie: string, url: string, body: object): Promise<{ status: number; bytes: number }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
