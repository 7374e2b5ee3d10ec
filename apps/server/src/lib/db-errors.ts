/**
 * Whether a database error carries the given SQLSTATE. Drizzle wraps driver errors, so the code
 * may sit on the error or on its cause; PGlite and pg both use it.
 */
function hasSqlState(error: unknown, sqlState: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}

/** A unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/** A foreign-key violation (SQLSTATE 23503): a record others still point to, or a missing target. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}

/**
 * Whether every connection of the pool stayed busy for the whole acquire timeout (node-postgres
 * says so only in its message). The request is answered 503 with Retry-After, not 500.
 */
export function isPoolExhausted(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { message?: unknown }).message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}
