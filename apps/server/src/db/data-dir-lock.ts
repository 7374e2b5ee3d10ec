import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

export class DataDirLockedError extends Error {}

/**
 * Takes `peil.lock` in the data directory. A lock left by a process that no longer runs
 * (after kill -9 or a power cut) is taken over; a live owner refuses the start.
 *
 * Every step that decides ownership is one atomic file-system call, so of any number of
 * processes started at once exactly one wins:
 * - the lock appears with link(2) of a file that already holds the pid: it is created
 *   exclusively and never seen empty;
 * - a stale lock is removed only by the process that created its takeover file
 *   (`peil.lock.takeover-<inode>`, exclusive), and only after checking, while holding it, that
 *   the same inode is still there with a dead owner. Removing it merely reopens the race for
 *   the exclusive link. A takeover file left by a crash is itself stale and taken over the
 *   same way.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, 'peil.lock');
  const owned = takeFile(lockPath);
  if (owned === 'locked') {
    const owner = readOwner(lockPath);
    throw new DataDirLockedError(
      `The data directory ${dataDir} is in use by another Peil process${owner ? ` (pid ${owner})` : ''}. ` +
        'The embedded database serves one process; use DATABASE_URL for several.',
    );
  }
  return {
    release: () => {
      // Only a stale lock is ever removed by another process, so ours is still ours here.
      if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
    },
  };
}

const ATTEMPTS = 200;

/** Creates `file` holding this pid, taking it over when its owner is dead. */
function takeFile(file: string, depth = 0): 'owned' | 'locked' {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (linkNew(file)) return 'owned';
    const current = inspect(file);
    if (!current) continue; // removed in between: race for it again
    if (current.owner !== undefined && current.owner !== process.pid && isRunning(current.owner)) return 'locked';
    if (depth > 3) return 'locked';
    const takeover = `${file}.takeover-${current.ino}`;
    if (takeFile(takeover, depth + 1) === 'locked') {
      // Another process is removing this stale lock right now; then it or a rival links a new one.
      sleep(5 + Math.random() * 10);
      continue;
    }
    try {
      const again = inspect(file);
      if (again && again.ino === current.ino && (again.owner === undefined || !isRunning(again.owner))) {
        fs.rmSync(file, { force: true });
      }
    } finally {
      fs.rmSync(takeover, { force: true });
    }
  }
  return 'locked';
}

/** Links a fully written pid file to `file`; false when `file` exists. */
function linkNew(file: string): boolean {
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, String(process.pid));
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function inspect(file: string): { ino: number; owner: number | undefined } | undefined {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    // Inode and content from one open file, so they belong to the same lock.
    const { ino } = fs.fstatSync(fd);
    const pid = Number.parseInt(fs.readFileSync(fd, 'utf8'), 10);
    return { ino, owner: Number.isFinite(pid) && pid > 0 ? pid : undefined };
  } finally {
    fs.closeSync(fd);
  }
}

function readOwner(file: string): number | undefined {
  try {
    return inspect(file)?.owner;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
