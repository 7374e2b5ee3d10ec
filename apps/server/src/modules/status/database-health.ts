import { setTimeout as sleep } from 'node:timers/promises';
import { pingDatabase, type Database } from '../../db/database.js';

export type DatabaseHealth = { ok: boolean; latencyMs: number | null; busy?: boolean };

/**
 * How long the embedded database may work without answering a statement before it counts as
 * down: longer than any single statement of an export at the sizes PGlite serves.
 */
export const EMBEDDED_BUSY_LIMIT_MS = 30_000;

/** How long a ping may wait its turn behind a busy embedded database's other statements. */
const BUSY_PING_WAIT_MS = 10;

/**
 * The database's health for GET /status. PostgreSQL is pinged on the health lane's own
 * connections. The embedded database has one connection, so a ping waits its turn behind the
 * statements before it: a busy database that does not answer the ping within a few
 * milliseconds is reported from its own progress instead, up while it keeps answering
 * statements, down once it has answered none for `busyLimitMs`.
 */
export async function checkDatabaseHealth(
  database: Pick<Database, 'lane' | 'pglite'>,
  busyLimitMs = EMBEDDED_BUSY_LIMIT_MS,
): Promise<DatabaseHealth> {
  const wasBusy = database.pglite?.activity().isBusy ?? false;
  const ping = pingDatabase(database.lane).then(
    (ms): DatabaseHealth => ({ ok: true, latencyMs: Math.round(ms * 100) / 100 }),
    (): DatabaseHealth => ({ ok: false, latencyMs: null }),
  );
  if (!wasBusy) return ping;
  const answered = await Promise.race([ping, sleep(BUSY_PING_WAIT_MS).then(() => undefined)]);
  if (answered) return answered;
  return database.pglite!.activity().quietMs < busyLimitMs
    ? { ok: true, latencyMs: null, busy: true }
    : { ok: false, latencyMs: null };
}
