import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';

/** The client's benchmark flag; undefined when there is no such client. */
export async function findBenchmarkEnabled(database: Database, clientId: number): Promise<boolean | undefined> {
  const [row] = await database.query<{ benchmark_enabled: boolean }>(
    sql`select benchmark_enabled from clients where id = ${clientId}`,
  );
  return row?.benchmark_enabled;
}
