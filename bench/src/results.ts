import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp, type PeilApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { createSession } from '../../apps/server/src/modules/auth/session-store.js';
import { openBenchDatabase, type BenchPostgres } from './postgres.js';
import { printPreAggregateCheck, seedPreAggregated, seedsOnPglite } from './pre-aggregates.js';
import { printFigure, printHeading } from './report.js';

const RESPONDENTS = Number(process.env.BENCH_RESULTS_RESPONDENTS ?? 100_000);
const QUESTIONS = 40;
const RUNS = Number(process.env.BENCH_RESULTS_RUNS ?? 7);
/** The exports take minutes at a million respondents; the exports bench measures them. */
const EXPORT_MAX_RESPONDENTS = 200_000;

/**
 * get_survey_results for one survey of RESPONDENTS respondents and 40 questions (the demo
 * generator with all respondents in one survey), without filters and with three filters,
 * against one hand-written GROUP BY over the same answers, plus the XLSX and PDF exports.
 */
export async function benchResults(postgres: BenchPostgres | undefined): Promise<void> {
  if (seedsOnPglite(RESPONDENTS)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bench-results-'));
    await benchOn('PGlite', await openDatabase({ kind: 'pglite', dataDir: dir }));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (postgres) {
    const { url, done } = await openBenchDatabase(postgres.serverUrl, process.env.BENCH_RESULTS_DATABASE_URL);
    await benchOn('PostgreSQL', await openDatabase({ kind: 'postgres', url }), url);
    await done();
  } else {
    console.log('results on PostgreSQL: skipped (no PostgreSQL)');
  }
}

async function benchOn(label: string, database: Database, url?: string): Promise<void> {
  printHeading(`Results on ${label} (${RESPONDENTS.toLocaleString('en')} respondents x ${QUESTIONS} questions)`);
  await seedPreAggregated(database, RESPONDENTS, { url, questionsPerSurvey: QUESTIONS, singleSurvey: true });
  await database.raw('analyze');
  await printPreAggregateCheck(database);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production' }), database });
  const [admin] = await database.raw<{ id: number }>("select id from users where username = 'admin'");
  const { token } = await createSession(database.db, admin!.id, false);
  const cookie = `peil_session=${token}`;
  const [survey] = await database.raw<{ id: number }>('select min(id)::int as id from surveys');
  const surveyId = survey!.id;
  const filters = await database.raw<{ questionId: number; optionId: number }>(
    `select q.id as "questionId", min(o.id) as "optionId" from questions q join question_options o on o.question_id = q.id
     where q.survey_id = $1 and q.type in (1, 3) group by q.id order by q.id limit 3`,
    [surveyId],
  );

  const baseline = await median(() =>
    database.raw(
      `select question_id, option_id, number_value, count(*) from answers
       where survey_id = $1 and answered_at >= $2 and answered_at < $3 group by 1, 2, 3`,
      [surveyId, '1970-01-01', '9999-12-31'],
    ),
  );
  const results = (filter: unknown[]) =>
    median(async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/survey/get_survey_results/${surveyId}`,
        headers: { cookie },
        payload: { fromDate: '1970-01-01', toDate: '9999-12-30', filter, locale: 'nl', translationFilter: [] },
      });
      if (response.statusCode !== 200) throw new Error(`get_survey_results ${response.statusCode}: ${response.body}`);
    });
  const unfiltered = await results([]);
  const filtered = await results(filters);
  const byHand = { name: 'hand-written GROUP BY', value: baseline };
  printFigure(`get_survey_results p50, no filter`, unfiltered, 'ms', byHand);
  printFigure(`get_survey_results p50, 3 filters`, filtered, 'ms', byHand);

  if (RESPONDENTS > EXPORT_MAX_RESPONDENTS) {
    console.log(
      `(exports skipped above ${EXPORT_MAX_RESPONDENTS.toLocaleString('en')} respondents: npm run bench -- exports)`,
    );
    await app.close();
    await database.close();
    return;
  }
  await exportFigure(app, cookie, 'XLSX export', '/api/v1/excel', { surveyId, locale: 'nl' });
  await exportFigure(app, cookie, 'PDF report', '/api/v1/report', {
    id: surveyId,
    fromDate: '1970-01-01',
    toDate: '9999-12-30',
    filter: [],
    surveyName: 'Bench',
    header: 'Bench',
    locale: 'nl',
  });
  await app.close();
  await database.close();
}

/**
 * Times an export and what other users feel meanwhile: the event-loop delay, and GET /status
 * requests sent every 100 ms during the export against the same requests while idle.
 */
async function exportFigure(app: PeilApp, cookie: string, name: string, url: string, payload: object): Promise<void> {
  const idleStatus = await statusLatencies(app, () => false, 20);
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  let isDone = false;
  const exported = app.inject({ method: 'POST', url, headers: { cookie }, payload }).finally(() => (isDone = true));
  const [response, busyStatus] = await Promise.all([exported, statusLatencies(app, () => isDone, Infinity)]);
  const ms = performance.now() - started;
  loopDelay.disable();
  clearInterval(sampler);
  const size = response.rawPayload.length;
  console.log(
    `${name}: ${(ms / 1000).toFixed(1)} s, ${(size / 1_048_576).toFixed(1)} MB, status ${response.statusCode}, peak RSS +${Math.round((peak - before) / 1_048_576)} MB`,
  );
  console.log(
    `  event-loop delay during it: p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
  );
  printFigure(`  GET /status p99 during the ${name}`, percentile(busyStatus, 99), 'ms', {
    name: 'GET /status p99 idle',
    value: percentile(idleStatus, 99),
  });
}

/** GET /status every 100 ms until `isDone` (or `count` requests), in milliseconds each. */
async function statusLatencies(app: PeilApp, isDone: () => boolean, count: number): Promise<number[]> {
  const latencies: number[] = [];
  while (!isDone() && latencies.length < count) {
    const started = performance.now();
    await app.inject({ method: 'GET', url: '/status' });
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latencies;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
