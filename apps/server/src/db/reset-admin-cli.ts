import { ConfigError, loadConfig } from '../config.js';
import { resetFirstAdmin } from './bootstrap.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { DatabaseUnavailableError, openDatabase } from './database.js';

/**
 * `npm run reset-admin`: gives the first superadmin a new password, printed once, or the one in
 * PEIL_ADMIN_PASSWORD. On the embedded database Peil must be stopped first (its lock says so).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const reset = await resetFirstAdmin(database, config);
    if (!reset) throw new ConfigError('There is no superadmin yet: start Peil once to create one.');
    process.stdout.write(
      config.adminPassword
        ? `reset-admin: superadmin "${reset.username}" now has the password from PEIL_ADMIN_PASSWORD.\n`
        : `reset-admin: superadmin "${reset.username}" has a new password (shown once): ${reset.password}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DatabaseUnavailableError;
  process.stderr.write(`reset-admin: ${known ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
