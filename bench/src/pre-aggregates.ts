import { findPreAggregateDifferences } from '../../apps/server/src/db/answer-aggregates.js';
import { bootstrapDatabase } from '../../apps/server/src/db/bootstrap.js';
import type { Database } from '../../apps/server/src/db/database.js';
import { seedInSql } from './sql-seed.js';

/** Seeding the embedded database takes about 10 minutes per million respondents: above this, PostgreSQL only. */
const PGLITE_MAX_RESPONDENTS = Number(process.env.BENCH_PGLITE_MAX_RESPONDENTS ?? 200_000);

export function seedsOnPglite(respondents: number): boolean {
  if (respondents <= PGLITE_MAX_RESPONDENTS) return true;
  console.log(
    `(PGlite skipped: ${respondents.toLocaleString('en')} respondents is above BENCH_PGLITE_MAX_RESPONDENTS, ${PGLITE_MAX_RESPONDENTS.toLocaleString('en')})`,
  );
  return false;
}

/**
 * The pre-aggregates the benchmark and the unfiltered results read, compared row by row with the
 * same figures computed from every answer, after the fold every reader runs first: the seed wrote
 * them through the triggers and the fold alone.
 */
export async function printPreAggregateCheck(database: Database): Promise<void> {
  const started = performance.now();
  const differences = await findPreAggregateDifferences(database);
  const differing = Object.entries(differences).filter(([, rows]) => rows > 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    differing.length === 0
      ? `pre-aggregates equal the raw computation over every answer (checked in ${seconds} s)`
      : `PRE-AGGREGATES DIFFER from the raw computation: ${differing.map(([table, rows]) => `${table} ${rows} rows`).join(', ')}`,
  );
}

/** Above this the bench generates the answers in SQL on PostgreSQL (seedInSql). */
const BULK_LOAD_RESPONDENTS = Number(process.env.BENCH_BULK_LOAD_RESPONDENTS ?? 200_000);

/**
 * Seeds the demo with `respondents` respondents: through the app's inserts and the pre-aggregate
 * triggers up to BULK_LOAD_RESPONDENTS, and above it on PostgreSQL (`url`) in SQL with the triggers
 * off and the pre-aggregates built after (seedInSql: minutes where the app's inserts took an hour
 * at a million). A database that already has respondents (a kept one, BENCH_*_DATABASE_URL) is
 * measured as it is. printPreAggregateCheck then compares the pre-aggregates with the answers.
 */
export async function seedPreAggregated(
  database: Database,
  respondents: number,
  options: { url?: string; singleSurvey?: boolean; questionsPerSurvey: number },
): Promise<void> {
  const started = performance.now();
  const [seeded] = await database.raw<{ n: string }>('select count(*) as n from respondents');
  if (Number(seeded!.n) > 0) {
    console.log(`(measuring the database as seeded before: ${Number(seeded!.n).toLocaleString('en')} respondents)`);
    return;
  }
  if (options.url && respondents > BULK_LOAD_RESPONDENTS) {
    console.log('(seeding in SQL, the pre-aggregate triggers off, then rebuild_answer_aggregates)');
    await seedInSql(database, options.url, respondents, { ...options, log: console.log });
  } else {
    await bootstrapDatabase(
      database,
      { adminPassword: 'bench-password', seedDemoData: true },
      () => {},
      () => {},
      { respondents, questionsPerSurvey: options.questionsPerSurvey, singleSurvey: options.singleSurvey },
    );
  }
  console.log(`(seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
