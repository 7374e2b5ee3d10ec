import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { writeDirectoryArchive } from './data-dir-archive.js';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock.js';
import type { EmbeddedClient } from './pglite-client.js';

/**
 * Backups of the embedded database. A backup is an archive of the data directory (tar, gzip, as
 * PGlite's own dump writes it), of files copied between two statements: PGlite runs one statement
 * at a time, so the copy is a crash-consistent image, and a restore recovers it as PostgreSQL
 * recovers from a power cut: committed transactions are in, a transaction still open at that
 * moment is not. Only the copy holds up requests; the archive is written from it afterwards.
 *
 * The running server holds the directory lock, so `npm run backup` asks it over a Unix socket in
 * the data directory; only a user who may read the data directory can reach that socket.
 */

export class BackupError extends Error {}

/** What a backup needs of the open database: the server's client, or a PGlite the command opened. */
type BackupSource = Pick<EmbeddedClient, 'exec' | 'runExclusive'>;

const SOCKET_NAME = 'peil-backup.sock';
const STAGING_PREFIX = '.backup-staging-';

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_NAME);
}

/**
 * Writes a backup of the open embedded database in `dataDir` to `file`; its size in bytes. The
 * copy beside the data takes a second or two even at 100,000 respondents, where PGlite's own
 * in-memory dump held every request for two minutes and took gigabytes.
 */
export async function writeBackup(pglite: BackupSource, dataDir: string, file: string): Promise<number> {
  const staging = fs.mkdtempSync(path.join(dataDir, STAGING_PREFIX));
  try {
    // Less WAL to replay when the backup is restored.
    await pglite.exec('CHECKPOINT');
    await pglite.runExclusive(() =>
      fs.promises.cp(path.join(dataDir, 'pgdata'), staging, { recursive: true, mode: fs.constants.COPYFILE_FICLONE }),
    );
    return await writeDirectoryArchive(staging, file);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Copies left by a process that stopped mid-backup; only called under the directory lock. */
function removeStaleStaging(dataDir: string): void {
  for (const name of fs.readdirSync(dataDir)) {
    if (name.startsWith(STAGING_PREFIX)) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/** Answers backup requests on the data directory's socket while the database is open. */
export async function serveBackups(
  pglite: BackupSource,
  dataDir: string,
  warn: (line: string) => void = () => {},
): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  // We hold the directory lock, so a socket file or a copy left here belongs to a process that is gone.
  fs.rmSync(socketPath, { force: true });
  removeStaleStaging(dataDir);
  const server = net.createServer((socket) => {
    let request = '';
    socket.on('data', (chunk: Buffer) => {
      request += chunk.toString();
      if (!request.endsWith('\n')) return;
      // "backup <absolute path>": the server writes the file; only this directory's owner reaches the socket.
      const file = request.slice('backup '.length).trim();
      if (!request.startsWith('backup ') || !path.isAbsolute(file)) {
        socket.end('ERR expected "backup <absolute path>"\n');
        return;
      }
      writeBackup(pglite, dataDir, file).then(
        (bytes) => socket.end(`OK ${bytes}\n`),
        (error: unknown) => socket.end(`ERR ${error instanceof Error ? error.message : String(error)}\n`),
      );
    });
    socket.on('error', () => {});
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      warn(`Backups of the running server are unavailable: cannot listen on ${socketPath} (${error.message})`);
      resolve(false);
    });
    server.listen(socketPath, () => resolve(true));
  });
  if (listening) fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (!listening) {
          resolve();
          return;
        }
        server.close(() => resolve());
      }),
  };
}

/** Asks the server that holds the data directory to write a backup to `file`; its size, or undefined when none listens. */
async function requestBackup(dataDir: string, file: string): Promise<number | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return undefined;
  return new Promise<number | undefined>((resolve, reject) => {
    let answer = '';
    const socket = net.createConnection(socketPath, () => socket.write(`backup ${path.resolve(file)}\n`));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(error);
    });
    socket.on('end', () => {
      const ok = /^OK (\d+)\n$/.exec(answer);
      if (ok) resolve(Number(ok[1]));
      else reject(new BackupError(`The running server could not make the backup: ${answer.trim()}`));
    });
  });
}

/**
 * A backup of DATA_DIR into `file`: from the running server when there is one, otherwise by
 * opening the directory under its lock (so no server can start meanwhile).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number; viaServer: boolean }> {
  if (!fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir}.`);
  }
  const fromServer = await requestBackup(dataDir, file);
  if (fromServer !== undefined) return { bytes: fromServer, viaServer: true };
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${error.message} It does not answer backup requests on ${backupSocketPath(dataDir)}; ` +
        'look for a warning about that socket in its log.',
    );
  }
  try {
    removeStaleStaging(dataDir);
    const pglite = new PGlite(path.join(dataDir, 'pgdata'));
    try {
      await pglite.waitReady;
      const source: BackupSource = {
        exec: (text) => pglite.exec(text),
        runExclusive: (work) => pglite._runExclusiveQuery(work),
      };
      return { bytes: await writeBackup(source, dataDir, file), viaServer: false };
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/** Restores a backup into an empty (or missing) DATA_DIR; the next start migrates it forward. */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`The backup file ${file} does not exist.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new BackupError(`DATA_DIR ${dataDir} is not empty; restore into an empty directory.`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const pglite = new PGlite(path.join(dataDir, 'pgdata'), { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await pglite.waitReady;
      // Recovery of the image ends here, not at the first start.
      await pglite.exec('CHECKPOINT');
    } finally {
      await pglite.close();
    }
  } catch (error) {
    lock.release();
    // A failed restore leaves the directory as empty as it found it.
    fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
    throw error;
  }
  lock.release();
}

const NIGHTLY_HOUR = 2;
const NIGHTLY_NAME = /^peil-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;

/** Keeps the newest `keep` nightly backups in `dir`; other files there are left alone. */
export function pruneBackups(dir: string, keep: number): void {
  const nightly = fs
    .readdirSync(dir)
    .filter((name) => NIGHTLY_NAME.test(name))
    .sort();
  for (const name of nightly.slice(0, Math.max(0, nightly.length - keep))) fs.rmSync(path.join(dir, name));
}

/** The calendar date and hour of `now` on the app's clock. */
function localDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * Makes tonight's backup when it is due: once per local day from 02:00 on, so a server that
 * was down at night catches up at its next hourly check.
 */
export async function runNightlyBackup(options: {
  pglite: BackupSource;
  dataDir: string;
  dir: string;
  keep: number;
  timeZone: string;
  now?: Date;
}): Promise<string | undefined> {
  const { day, hour } = localDayAndHour(options.now ?? new Date(), options.timeZone);
  const file = path.join(options.dir, `peil-${day}.tar.gz`);
  if (hour < NIGHTLY_HOUR || fs.existsSync(file)) return undefined;
  await writeBackup(options.pglite, options.dataDir, file);
  pruneBackups(options.dir, options.keep);
  return file;
}

/**
 * A plain hourly timer rather than a job: the backup reads this process's own embedded
 * database, so it must run here, whatever process would take a queued job.
 */
export function startNightlyBackups(options: {
  pglite: BackupSource;
  dataDir: string;
  dir: string;
  keep: number;
  timeZone: string;
  log: { info(line: string): void; error(line: string): void };
}): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runNightlyBackup(options).then(
      (file) => file && options.log.info(`Nightly backup written to ${file}`),
      (error: unknown) => options.log.error(`Nightly backup failed: ${(error as Error).message}`),
    );
  };
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, 60 * 60_000);
  first.unref();
  timer.unref();
  return {
    // The database closes after this, so a backup in progress finishes first.
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
