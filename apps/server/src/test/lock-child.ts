import readline from 'node:readline';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.js';

/**
 * Child process of the lock test: for each data directory read from stdin it tries to take the
 * lock at once and answers "owned <dir>" or "locked <dir>", keeping what it owns until it exits.
 */
const held: unknown[] = [];
for await (const dir of readline.createInterface({ input: process.stdin })) {
  try {
    held.push(acquireDataDirLock(dir));
    process.stdout.write(`owned ${dir}\n`);
  } catch (error) {
    const outcome = error instanceof DataDirLockedError ? 'locked' : `error ${String(error)}`;
    process.stdout.write(`${outcome} ${dir}\n`);
  }
}
