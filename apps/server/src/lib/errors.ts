import { ERROR_STATUS, type TErrorCode } from '@peil/contract/errors';

/** An error a handler throws on purpose; the error handler turns it into `{ error }`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: TErrorCode,
    message: string,
    /** Which parts of the request are at fault, as in a validation error. */
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string) => new AppError('bad_request', message);
export const unauthenticated = (message = 'Log in first.') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You have no access to this.') => new AppError('forbidden', message);
export const notFound = (message = 'Not found.') => new AppError('not_found', message);
export const conflict = (message: string, issues?: AppError['issues']) => new AppError('conflict', message, issues);
