import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * The browser sends SHA-256 hex of the password (the spec's "hashed before sending"); the
 * server stores argon2id of that. `prehashPassword` is the browser's step, for seeding and tests.
 */
export function prehashPassword(password: string): string {
  return crypto.createHash('sha256').update(password, 'utf8').digest('hex');
}

// OWASP's argon2id minimum (19 MiB, 2 passes) keeps a login under ~50 ms on this hardware.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(prehashed: string): Promise<string> {
  return hash(prehashed, ARGON2_OPTIONS);
}

export async function verifyPassword(storedHash: string, prehashed: string): Promise<boolean> {
  try {
    return await verify(storedHash, prehashed);
  } catch {
    return false;
  }
}

export function generatePassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}
