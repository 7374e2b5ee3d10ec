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
