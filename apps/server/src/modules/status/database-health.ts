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

type Lane = Database['lane'];

/**
 * The ping in flight per database. A poller that asks faster than a busy embedded database
 * answers would otherwise queue a ping per call behind the running statement, each one more
 * statement the database owes before its next real one.
 */
const pingsInFlight = new WeakMap<Lane, Promise<DatabaseHealth>>();

function sharedPing(lane: Lane): Promise<DatabaseHealth> {
  const inFlight = pingsInFlight.get(lane);
  if (inFlight) return inFlight;
  const ping = pingDatabase(lane)
    .then(
      (ms): DatabaseHealth => ({ ok: true, latencyMs: Math.round(ms * 100) / 100 }),
      (): DatabaseHealth => ({ ok: false, latencyMs: null }),
    )
    .finally(() => pingsInFlight.delete(lane));
  pingsInFlight.set(lane, ping);
  return ping;
}

/**
 * The database's health for GET /status. At most one ping per database is in flight; a call
 * meanwhile shares its outcome. PostgreSQL is pinged on the health lane's own connections. The
 * embedded database has one connection, so a ping waits its turn behind the statements before
 * it: a busy database (the ping in flight counts) that does not answer within a few
 * milliseconds is reported from its own progress instead, up while it keeps answering
 * statements, down once it has answered none for `busyLimitMs`.
 */
export async function checkDatabaseHealth(
  database: Pick<Database, 'lane' | 'pglite'>,
  busyLimitMs = EMBEDDED_BUSY_LIMIT_MS,
): Promise<DatabaseHealth> {
  const wasBusy = database.pglite?.activity().isBusy ?? false;
  const ping = sharedPing(database.lane);
  if (!wasBusy) return ping;
  const answered = await Promise.race([ping, sleep(BUSY_PING_WAIT_MS).then(() => undefined)]);
  if (answered) return answered;
  return database.pglite!.activity().quietMs < busyLimitMs
    ? { ok: true, latencyMs: null, busy: true }
    : { ok: false, latencyMs: null };
}
