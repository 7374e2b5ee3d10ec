import { AppError } from '../../lib/errors.js';

/** 409 for removing a record that others still point to; the message says what is left. */
export function inUse(message: string): AppError {
  return new AppError('in_use', message);
}

/** SQLSTATE 23503 on the error or its cause (Drizzle wraps driver errors). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
