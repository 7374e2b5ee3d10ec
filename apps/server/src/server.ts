import { buildApp } from './app.js';
import { bootstrapDatabase } from './db/bootstrap.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DatabaseUnavailableError, openDatabase } from './db/database.js';
import { ConfigError, loadConfig, type Config } from './config.js';

/** Starts Peil: configuration, database, first-start data, HTTP; stops cleanly on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, database, serveWebApp: true, logger: loggerOptions(config) });
    await bootstrapDatabase(
      database,
      config,
      (line) => app.log.info(line),
      (line) => printOnce(line),
    );
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new ConfigError(`Port ${config.port} is already in use; set PORT to a free port.`);
    throw error;
  }
  stopOnSignal(
    async () => {
      // Stop accepting, let running requests finish, then close the database.
      await app.close();
      await database.close();
    },
    (line) => app.log.info(line),
  );
}

function loggerOptions(config: Config) {
  return { level: config.logLevel };
}

/** Credentials are printed to the terminal once, never written to the log stream twice. */
function printOnce(line: string): void {
  process.stdout.write(`${line}\n`);
}

function stopOnSignal(stop: () => Promise<void>, log: (line: string) => void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log(`${signal} received, shutting down`);
      const forceExit = setTimeout(() => process.exit(1), 10_000);
      forceExit.unref();
      stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DatabaseUnavailableError;
  process.stderr.write(`peil: ${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
