/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505). Drizzle wraps
 * driver errors, so the code may sit on the error or on its cause; PGlite and pg both use it.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
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
