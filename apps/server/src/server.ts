import { buildApp } from './app.js';
import { bootstrapDatabase } from './db/bootstrap.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import {
  applyMigrations,
  DatabaseUnavailableError,
  MigrationError,
  openDatabase,
  withFirstStartLock,
} from './db/database.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { trackConnections } from './lib/connection-drain.js';
import { createLifecycle } from './modules/status/lifecycle.js';
import { createLoggerOptions } from './lib/logger.js';
import { logSmtpServerCheck } from './modules/mail/mailer.js';

/** Starts Peil: configuration, database, first-start data, HTTP; stops cleanly on a signal. */
async function main(): Promise<void> {
  keepLogStreamsFromStopping();
  const config = loadConfig();
  const lifecycle = createLifecycle('starting');
  const database = await openDatabase({
    ...(config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, timeZone: config.timeZone }
      : { kind: 'pglite', dataDir: config.dataDir, timeZone: config.timeZone }),
    migrate: false,
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let connections: ReturnType<typeof trackConnections>;
  try {
    const started = await buildApp({
      config,
      database,
      lifecycle,
      serveWebApp: true,
      deferJobs: true,
      logger: loggerOptions(config),
    });
    app = started;
    connections = trackConnections(app.server);
    if (database.kind === 'pglite') app.log.info(`Embedded database in ${config.dataDir}`);
    // Listening first lets a load balancer see a live process (/status 200) that takes no
    // traffic yet (/status/ready 503) while migrations, which may wait for another process, run.
    await app.listen({ port: config.port, host: config.host });
    // Not awaited: a slow or absent mail server only gets a line in the log.
    void logSmtpServerCheck(config.smtpUrl, started.log);
    await applyMigrations(database);
    await withFirstStartLock(database, async () => {
      await bootstrapDatabase(
        database,
        config,
        (line) => started.log.info(line),
        (line) => printOnce(line),
      );
      await started.jobs.start();
    });
    lifecycle.phase = 'ready';
    app.log.info('Ready: migrations applied, taking traffic');
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new ConfigError(`Port ${config.port} is already in use; set PORT to a free port.`);
    throw error;
  }
  const limitMs = config.shutdownTimeoutSeconds * 1000;
  stopOnSignal(
    limitMs,
    async () => {
      lifecycle.phase = 'stopping';
      // Running requests and exports get the limit, less a reserve for closing the database.
      const drained = await connections.drain(limitMs - Math.min(5000, limitMs / 4));
      if (!drained) app.log.warn('Shutdown limit reached: open connections were closed');
      await app.close();
      await database.close();
    },
    (line) => app.log.info(line),
  );
}

function loggerOptions(config: Config) {
  return createLoggerOptions(config.logLevel);
}

/** Credentials are printed to the terminal once, never written to the log stream twice. */
function printOnce(line: string): void {
  process.stdout.write(`${line}\n`);
}

function stopOnSignal(limitMs: number, stop: () => Promise<void>, log: (line: string) => void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Armed before anything else, so that nothing after it (a log stream that blocks or
      // throws, a request that never ends) can keep the process alive past the limit.
      setTimeout(() => process.exit(1), limitMs).unref();
      try {
        log(`${signal} received, shutting down (at most ${limitMs / 1000} s)`);
      } catch {
        // The log stream is gone; stopping matters more than saying so.
      }
      stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

/**
 * When the process that reads our output has exited, writes to stdout and stderr fail with
 * EPIPE. Unhandled, that error would end the process in the middle of a request or a shutdown.
 */
function keepLogStreamsFromStopping(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof MigrationError;
  process.stderr.write(
    `peil: ${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
