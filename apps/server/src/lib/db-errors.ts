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
