import type { Database } from '../db/database.js';

/**
 * The database with its lane as one connection whose statements all go through `raw`, as on
 * PGlite: a test sees (or answers) every statement the page saves send.
 */
export function laneThrough(database: Database, raw: Database['lane']['raw']): Database {
  return { ...database, lane: { ...database.lane, pool: undefined, raw } };
}
