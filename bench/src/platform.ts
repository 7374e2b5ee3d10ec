import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { bootstrapDatabase } from '../../apps/server/src/db/bootstrap.js';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { runLoad } from './load.js';
import { createBenchDatabase, type BenchPostgres } from './postgres.js';
import { printFigure, printHeading } from './report.js';

const SEED_RESPONDENTS = Number(process.env.BENCH_SEED_RESPONDENTS ?? 20_000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

async function seedRate(database: Database): Promise<number> {
  const started = performance.now();
  await bootstrapDatabase(
    database,
    { adminPassword: 'bench-password', seedDemoData: true },
    () => {},
    () => {},
    {
      respondents: SEED_RESPONDENTS,
    },
  );
  return SEED_RESPONDENTS / ((performance.now() - started) / 1000);
}

/** Demo generation rate on both databases; the baseline is a bare multi-row INSERT of the same respondent rows. */
export async function benchSeed(postgres: BenchPostgres | undefined): Promise<void> {
  printHeading(`Demo generation (${SEED_RESPONDENTS.toLocaleString('en')} respondents)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bench-'));
  const pglite = await openDatabase({ kind: 'pglite', dataDir: dir });
  const pgliteRate = await seedRate(pglite);
  const pgliteBaseline = await bareRespondentInsertRate(pglite);
  printFigure('seed on PGlite', pgliteRate, 'respondents/s', { name: 'bare respondent INSERT', value: pgliteBaseline });
  await pglite.close();
  fs.rmSync(dir, { recursive: true, force: true });

  if (!postgres) {
    console.log('seed on PostgreSQL: skipped (no PostgreSQL: set BENCH_DATABASE_URL or install postgresql)');
    return;
  }
  const database = await openDatabase({ kind: 'postgres', url: await createBenchDatabase(postgres.serverUrl) });
  const pgRate = await seedRate(database);
  const pgBaseline = await bareRespondentInsertRate(database);
  printFigure('seed on PostgreSQL', pgRate, 'respondents/s', { name: 'bare respondent INSERT', value: pgBaseline });
  await database.close();
}

/** The floor under the generator: respondents only, no answers, one unnest INSERT per 2000. */
async function bareRespondentInsertRate(database: Database): Promise<number> {
  const [survey] = await database.query<{ id: number }>(sql`select min(id)::int as id from surveys`);
  const started = performance.now();
  for (let done = 0; done < SEED_RESPONDENTS; done += 2000) {
    await database.raw(
      `insert into respondents (survey_id, locale, token_hash, token_expires_at)
       select $1, 'nl', md5(random()::text || g), now() from generate_series(1, 2000) g`,
      [survey!.id],
    );
  }
  return SEED_RESPONDENTS / ((performance.now() - started) / 1000);
}

/** GET /status through the whole Peil app against a bare Fastify route doing the same database ping. */
export async function benchStatus(): Promise<void> {
  printHeading(`GET /status (${LOAD_SECONDS} s, 20 connections)`);
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', PORT: '0' }), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/status', async () => {
    await database.query(sql`select 1`);
    return { status: 'ok' };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;

  const load = { path: '/status', concurrency: 20, durationMs: LOAD_SECONDS * 1000 };
  // Warm both servers up first, so neither pays for JIT compilation in its measured run.
  await runLoad({ ...load, durationMs: 1000, port: portOf(bare) });
  await runLoad({ ...load, durationMs: 1000, port: portOf(app) });
  const baseline = await runLoad({ ...load, port: portOf(bare) });
  const peil = await runLoad({ ...load, port: portOf(app) });
  printFigure('Peil GET /status', peil.rps, 'req/s', { name: 'bare Fastify route', value: baseline.rps });
  printFigure('Peil GET /status p99', peil.p99, 'ms', { name: 'bare Fastify route p99', value: baseline.p99 });
  if (peil.failures + baseline.failures > 0) console.log(`failures: peil ${peil.failures}, bare ${baseline.failures}`);
  await app.close();
  await bare.close();
  await database.close();
}
