import { AppError } from '../../lib/errors.js';

/** 409 for removing a record that others still point to; the message says what is left. */
export function inUse(message: string): AppError {
  return new AppError('in_use', message);
}
