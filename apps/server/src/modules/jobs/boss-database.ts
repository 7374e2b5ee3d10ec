import type { Database } from '../../db/database.js';

/** What pg-boss needs from a database: one call that runs its SQL and returns the rows. */
export type BossDatabase = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

// pg-boss sends its schema changes and maintenance as one string wrapped in BEGIN … COMMIT.
const WRAPPED_TRANSACTION = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * pg-boss on Peil's own connections, so that it runs where Peil runs: the PostgreSQL pool, or
 * the one embedded PGlite connection. On PGlite a multi-statement string goes through the
 * simple protocol (exec) and a wrapped transaction runs as a PGlite transaction, so a failure
 * rolls back instead of leaving the shared connection inside an aborted transaction.
 */
export function bossDatabase(database: Database): BossDatabase & {
  settled(): Promise<void>;
  close(): void;
  open(): void;
} {
  const run = runnerOf(database);
  // pg-boss records a job's end without awaiting it (complete/fail in its worker loop), so a
  // stop can return while that statement still runs: the queue waits for these before the
  // database may close.
  const running = new Set<Promise<unknown>>();
  // A handler that outlives the stop's grace period still ends later, and pg-boss then records
  // that end on a database that may be gone, from a promise nobody awaits. After a stop such
  // statements are never sent and never answered (no rows to invent, no rejection to leak): the
  // job stays active and the next start fails it for a retry.
  let isClosed = false;
  return {
    executeSql(text, values) {
      if (isClosed) return new Promise(() => undefined);
      const statement = run(text, values);
      running.add(statement);
      void statement.catch(() => undefined).finally(() => running.delete(statement));
      return statement;
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    close() {
      isClosed = true;
    },
    open() {
      isClosed = false;
    },
  };
}

function runnerOf(database: Database): BossDatabase['executeSql'] {
  const pglite = database.pglite;
  if (pglite) {
    return async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      const wrapped = WRAPPED_TRANSACTION.exec(text);
      const results = wrapped ? await pglite.transaction((tx) => tx.exec(wrapped[1]!)) : await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    };
  }
  const pool = database.pool!;
  return async (text, values) => {
    const client = await pool.connect();
    try {
      return await client.query(text, values);
    } catch (error) {
      // A failed wrapped transaction must not go back to the pool still open.
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}
