import { AppError } from '../../lib/errors.js';
import { COMMON_PASSWORD_HASHES } from './common-password-hashes.js';

/** The SHA-256 of no password at all: the form refuses it, a client that skips the form is refused here. */
const EMPTY_PASSWORD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

let commonHashes: Set<string> | undefined;

/**
 * Whether the browser's SHA-256 of a password is on the shipped list of common passwords, or is
 * that of an empty one. The server never sees the password itself, so it compares hashes; a
 * variant in other letter case is a different password here.
 */
export function isCommonPassword(prehashed: string): boolean {
  commonHashes ??= new Set([EMPTY_PASSWORD_HASH, ...COMMON_PASSWORD_HASHES.trim().split('\n')]);
  return commonHashes.has(prehashed.toLowerCase());
}

export function requireUncommonPassword(prehashed: string): void {
  if (isCommonPassword(prehashed)) {
    throw new AppError('common_password', 'This password is one of the most common ones. Choose another one.');
  }
}
