import type { Database } from '../../db/database.js';

export const BUSY = Symbol('busy');

// The first key of PostgreSQL's two-key advisory locks: one number per kind of work.
const LOCK_SPACES = { broadcastSend: 7_305_002 } as const;
export type LockSpace = keyof typeof LOCK_SPACES;

// Per embedded database: tests run several in one process.
const heldInProcess = new WeakMap<object, Set<string>>();

/**
 * Runs `work` while no other process (and no other job of this one) runs work with the same
 * key, or returns BUSY at once. On PostgreSQL the lock is a session advisory lock on a
 * connection of its own: a process that dies loses its connection and with it the lock, so a
 * lock is never left behind. PGlite belongs to one process, so a lock in memory is enough.
 */
export async function withExclusiveLock<T>(
  database: Database,
  space: LockSpace,
  key: number,
  work: () => Promise<T>,
): Promise<T | typeof BUSY> {
  if (!database.pool) {
    const owner = database.pglite ?? database;
    const held = heldInProcess.get(owner) ?? new Set<string>();
    heldInProcess.set(owner, held);
    const name = `${space}:${key}`;
    if (held.has(name)) return BUSY;
    held.add(name);
    try {
      return await work();
    } finally {
      held.delete(name);
    }
  }
  const client = await database.pool.connect();
  let locked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
      LOCK_SPACES[space],
      key,
    ]);
    locked = rows[0]!.locked;
    if (!locked) return BUSY;
    return await work();
  } finally {
    if (locked) await client.query('select pg_advisory_unlock($1, $2)', [LOCK_SPACES[space], key]).catch(() => {});
    client.release();
  }
}
