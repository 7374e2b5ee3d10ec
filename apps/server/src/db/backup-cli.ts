import path from 'node:path';
import { ConfigError, invocationDirectory, loadConfig } from '../config.js';
import { backupDataDir, BackupError, restoreDataDir } from './backup.js';
import { DataDirLockedError } from './data-dir-lock.js';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`, for the embedded database in DATA_DIR.
 * On PostgreSQL (DATABASE_URL) use pg_dump and pg_restore; see the README.
 */
const [command, fileArgument] = process.argv.slice(2);
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  if ((command !== 'backup' && command !== 'restore') || !fileArgument) {
    throw new BackupError(`usage: npm run ${command ?? 'backup'} -- FILE`);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore.');
  }
  const file = path.resolve(invocationDirectory(), fileArgument);
  const started = performance.now();
  if (command === 'backup') {
    const { bytes, viaServer } = await backupDataDir(config.dataDir, file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    print(
      `backup: ${config.dataDir} written to ${file} (${(bytes / 1e6).toFixed(1)} MB in ${seconds} s` +
        `${viaServer ? ', from the running server' : ''})`,
    );
  } else {
    await restoreDataDir(file, config.dataDir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    print(`restore: ${file} restored into ${config.dataDir} in ${seconds} s; start Peil to use it`);
  }
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(`${command ?? 'backup'}: ${known ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
