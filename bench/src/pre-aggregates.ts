import { findPreAggregateDifferences } from '../../apps/server/src/db/answer-aggregates.js';
import type { Database } from '../../apps/server/src/db/database.js';

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
 * same figures computed from every answer: the seed wrote them through the triggers alone.
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

/** Above this the bench loads the answers with the pre-aggregate triggers off and builds them after. */
const BULK_LOAD_RESPONDENTS = Number(process.env.BENCH_BULK_LOAD_RESPONDENTS ?? 200_000);

/**
 * Seeds through the triggers up to BULK_LOAD_RESPONDENTS. Above, the triggers (which cost several
 * times the INSERT itself on a bulk load spread over two years of days) are off during the seed and
 * the pre-aggregates are built in one pass after it, as migration 0020 builds them; printPreAggregateCheck
 * then compares them with the answers all the same.
 */
export async function seedPreAggregated(
  database: Database,
  respondents: number,
  seed: () => Promise<unknown>,
): Promise<void> {
  if (respondents <= BULK_LOAD_RESPONDENTS) {
    await seed();
    return;
  }
  await database.raw('alter table answers disable trigger user');
  await seed();
  await database.raw('alter table answers enable trigger user');
  const started = performance.now();
  await database.raw('select rebuild_answer_aggregates(null)');
  console.log(
    `(answers loaded with the pre-aggregate triggers off; pre-aggregates built after in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}
