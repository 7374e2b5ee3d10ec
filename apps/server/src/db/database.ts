import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { serveBackups } from './backup.js';
import { openPgliteClient, type EmbeddedClient } from './pglite-client.js';
import { SERVER_ROOT } from '../lib/server-root.js';

/**
 * Drizzle's handle, which a transaction is too. A function that only runs Drizzle statements takes
 * a `Db`, so that its caller may run it inside a transaction of its own.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The opened database. A function takes it only when it needs what a `Db` lacks (`query` and
 * `raw` with the same rows on both drivers, `kind`, `pool`, `lane`, `pglite`) or hands it on to one
 * that does; routes hold it and pass `database.db` to the others.
 */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL statement and returns its rows; the same on both drivers. */
  query<Row>(statement: SQL): Promise<Row[]>;
  /** A raw parameterised statement ($1, $2 …), for bulk work with array parameters. */
  raw<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The embedded database, in its own thread; undefined on PostgreSQL. */
  pglite?: EmbeddedClient;
  /** The embedded database's directory; undefined in memory and on PostgreSQL. */
  dataDir?: string;
  /** The pool, for bulk loads and the job queue; undefined on PGlite. */
  pool?: pg.Pool;
  /**
   * Health checks and respondent saves: on PostgreSQL a small pool of their own, so that a wave
   * of staff reports holding every connection of `pool` never makes a patient or the load
   * balancer wait. On PGlite, with its one connection, the database itself.
   */
  lane: Pick<Database, 'query' | 'raw' | 'pool'>;
  close(): Promise<void>;
};

export class DatabaseUnavailableError extends Error {}

const migrationsFolder = path.join(SERVER_ROOT, 'src/db/migrations');

// Any constant works; it only has to be the same in every Peil process.
const MIGRATION_LOCK_KEY = 7_305_001;
const FIRST_START_LOCK_KEY = 7_305_002;

export type DatabaseOptions = (
  | {
      kind: 'pglite';
      dataDir?: string;
      /** Starts from this dump (`dumpDataDir`) instead of an empty database: tests clone one. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number; acquireTimeoutMs?: number }
) & {
  /** Another migration set than the current one: upgrade tests start from an old schema. */
  migrationsFolder?: string;
  /** False leaves the migrations to the caller: the server listens first and migrates after. */
  migrate?: boolean;
  /**
   * The session time zone of every connection (APP_TIME_ZONE), so 'YYYY-MM-DD' bounds and
   * date casts mean local days; UTC when not given.
   */
  timeZone?: string;
};

/**
 * Connections for requests when DATABASE_POOL_SIZE is not given: twice the cores, and one. A
 * PostgreSQL connection runs its statement on one core, so more connections than the database
 * has cores do not finish a wave of staff reports sooner; they only make every statement take
 * turns for the CPU, the health checks' and the saves' on the lane among them (with 20 on two
 * cores, /status waited over 100 ms during 20 staff opening results). With fewer, the extra
 * requests wait in the pool in the order they came, and the doubling covers statements that wait
 * on the disk or the network. The default assumes a database with as many cores as this machine;
 * one on a larger machine of its own sets DATABASE_POOL_SIZE. A request that finds no connection
 * within ACQUIRE_TIMEOUT_MS is told to come back (503).
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return 2 * cores + 1;
}
const ACQUIRE_TIMEOUT_MS = 10_000;
const LANE_POOL_SIZE = 3;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database =
    options.kind === 'pglite'
      ? await openPglite(options.dataDir, options.loadDataDir, options.timeZone ?? 'UTC')
      : await openPostgres({ ...options, timeZone: options.timeZone ?? 'UTC' });
  if (options.migrate === false) return database;
  try {
    await applyMigrations(database, options.migrationsFolder);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  timeZone: string,
): Promise<Database> {
  // PGlite has no protection against two processes on one directory: the lock file is ours.
  let lock: DataDirLock | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  let client: EmbeddedClient;
  try {
    client = await openPgliteClient({
      dataDir: dataDir ? path.join(dataDir, 'pgdata') : undefined,
      loadDataDir,
      timeZone,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Drizzle's driver calls only query (with rowMode and parsers) and transaction, which the
  // client answers as PGlite does.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  const backups = dataDir ? await serveBackups(client, dataDir) : undefined;
  const query = async <Row>(statement: SQL) => ((await db.execute(statement)) as { rows: Row[] }).rows;
  const raw = async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    dataDir,
    query,
    raw,
    lane: { query, raw },
    close: async () => {
      try {
        await backups?.close();
        if (dataDir) await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  acquireTimeoutMs?: number;
  timeZone: string;
}): Promise<Database> {
  const pool = new pg.Pool({
    // Sent in the startup packet: set before the first query of every pooled connection.
    options: `-c TimeZone=${options.timeZone}`,
    connectionString: options.url,
    max: options.poolSize ?? defaultPoolSize(),
    connectionTimeoutMillis: options.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS,
  });
  const lanePool = new pg.Pool({
    options: `-c TimeZone=${options.timeZone}`,
    connectionString: options.url,
    max: LANE_POOL_SIZE,
    connectionTimeoutMillis: 5000,
  });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => {});
  lanePool.on('error', () => {});
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    await lanePool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Cannot connect to DATABASE_URL (${redactUrl(options.url)}): ${reason}`);
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const laneDb = drizzlePg({ client: lanePool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    query: async <Row>(statement: SQL) => ((await db.execute(statement)) as { rows: Row[] }).rows,
    raw: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    lane: {
      pool: lanePool,
      query: async <Row>(statement: SQL) => ((await laneDb.execute(statement)) as { rows: Row[] }).rows,
      raw: async <Row>(text: string, params?: unknown[]) => (await lanePool.query(text, params)).rows as Row[],
    },
    close: async () => {
      await Promise.all([pool.end(), lanePool.end()]);
    },
  };
}

export class MigrationError extends Error {}

type Migration = { tag: string; when: number; hash: string; statements: string[] };

function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => {
    const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      // The same hash drizzle-kit's migrator stores, so databases it migrated carry on here.
      hash: crypto.createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint').filter((statement) => statement.trim() !== ''),
    };
  });
}

/** One statement runner inside a transaction, the same on both drivers. */
type InTransaction = <T>(
  work: (run: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<T>,
) => Promise<T>;

/**
 * Applies every migration not yet recorded in drizzle's table, in journal order, each in its own
 * transaction: a failing migration leaves the database as the previous one left it. A migration
 * counts as applied by its journal time, not by being older than the newest applied one, so a
 * migration that landed after a newer-stamped one still runs.
 */
async function runMigrations(transaction: InTransaction, folder: string): Promise<void> {
  const migrations = readMigrations(folder);
  const applied = await transaction(async (run) => {
    await run('create schema if not exists drizzle');
    await run(
      'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    return (await run('select created_at from drizzle.__drizzle_migrations')) as { created_at: string | number }[];
  });
  const done = new Set(applied.map((row) => Number(row.created_at)));
  for (const migration of migrations.filter((m) => !done.has(m.when))) {
    try {
      await transaction(async (run) => {
        for (const statement of migration.statements) await run(statement);
        await run('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
          migration.hash,
          migration.when,
        ]);
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      throw new MigrationError(
        `Migration ${migration.tag} failed and was rolled back; the database is as the previous migration left it: ${reason}`,
      );
    }
  }
  await transaction(rebuildAnswerAggregatesInNewZone);
}

/**
 * The answers' pre-aggregates count per local day: built in another time zone (APP_TIME_ZONE
 * changed, or a database copied from elsewhere) they are computed again in this one.
 */
async function rebuildAnswerAggregatesInNewZone(run: (text: string, params?: unknown[]) => Promise<unknown[]>) {
  const [table] = (await run(`select to_regclass('answer_aggregate_zone') is not null as "exists"`)) as {
    exists: boolean;
  }[];
  if (!table?.exists) return;
  const [zone] = (await run(
    `select exists (select 1 from answer_aggregate_zone where time_zone = current_setting('TimeZone')) as "current"`,
  )) as { current: boolean }[];
  if (!zone?.current) await run('select rebuild_answer_aggregates(null)');
}

export async function applyMigrations(database: Database, folder: string = migrationsFolder): Promise<void> {
  if (database.pglite) {
    const pglite = database.pglite;
    await runMigrations(
      (work) => pglite.transaction((tx) => work(async (text, params) => (await tx.query(text, params)).rows)),
      folder,
    );
    return;
  }
  // Several processes may start at once against one server: one migrates, the others wait.
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await runMigrations(async (work) => {
      await client.query('begin');
      try {
        const result = await work(
          async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
        );
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    }, folder);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/**
 * Runs the start-up work that creates things once (the first superadmin, the demo, the job
 * queue's schema) in one process at a time: processes started together on an empty server would
 * each find no users and each create them, and pg-boss's schema creation fails in all but one.
 * The embedded database has one process, under its directory lock.
 */
export async function withFirstStartLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [FIRST_START_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [FIRST_START_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export async function pingDatabase(database: Pick<Database, 'query'>): Promise<number> {
  const started = performance.now();
  await database.query(sql`select 1`);
  return performance.now() - started;
}

function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
