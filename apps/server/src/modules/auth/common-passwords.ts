import { AppError } from '../../lib/errors.js';
import { COMMON_PASSWORD_HASHES } from './common-password-hashes.js';

let commonHashes: Set<string> | undefined;

/**
 * Whether the browser's SHA-256 of a password is on the shipped list of common passwords. The
 * server never sees the password itself, so it compares hashes; a variant in other letter case
 * is a different password here.
 */
export function isCommonPassword(prehashed: string): boolean {
  commonHashes ??= new Set(COMMON_PASSWORD_HASHES.trim().split('\n'));
  return commonHashes.has(prehashed.toLowerCase());
}

export function requireUncommonPassword(prehashed: string): void {
  if (isCommonPassword(prehashed)) {
    throw new AppError('common_password', 'This password is one of the most common ones. Choose another one.');
  }
}
