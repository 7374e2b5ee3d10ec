import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type {
  FromPgliteWorker,
  PgliteRequest,
  PgliteWorkerOptions,
  ToPgliteWorker,
  WorkerError,
} from './pglite-worker.js';

/** What runs inside a transaction: the statements of PGlite's own transaction handle. */
export type EmbeddedTransaction = {
  query<Row>(
    text: string,
    params?: unknown[],
    options?: Pick<QueryOptions, 'rowMode' | 'parsers'>,
  ): Promise<Results<Row>>;
  exec(text: string): Promise<Results[]>;
};

/**
 * The embedded database as the server's thread sees it: PGlite's calls that drizzle's pglite
 * driver, the job queue, the migrations and the backups make, each sent to the thread that owns
 * the PGlite instance.
 */
export type EmbeddedClient = EmbeddedTransaction & {
  transaction<T>(work: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  /** Runs `work` (here, not in the database's thread) while no statement runs. */
  runExclusive<T>(work: () => Promise<T>): Promise<T>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  /** Whether statements are running or waiting, and how long since the database last answered one. */
  activity(): { isBusy: boolean; quietMs: number };
  close(): Promise<void>;
};

export class EmbeddedDatabaseStoppedError extends Error {}

/**
 * Starts PGlite in a worker thread. PostgreSQL's WebAssembly computes synchronously: on the
 * server's thread one long statement (an export's aggregate, a heavy report) held every request,
 * every timer and every save for its whole length. In its own thread it holds only the
 * statements queued behind it, as one connection of a database server does.
 */
export async function openPgliteClient(options: PgliteWorkerOptions): Promise<EmbeddedClient> {
  const worker = startWorker(options);
  const client = new PgliteWorkerClient(worker);
  try {
    await client.ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return client;
}

class PgliteWorkerClient implements EmbeddedClient {
  readonly ready: Promise<unknown>;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  // Open transactions and held locks: the database is busy with them between their statements.
  private held = 0;
  private lastProgressAt = performance.now();
  private stopped: Error | undefined;

  constructor(private readonly worker: Worker) {
    // The worker keeps the process alive only while it owes an answer (here: the start), as an
    // idle in-thread PGlite never did.
    this.ready = new Promise((resolve, reject) => this.waiting.set(0, { resolve, reject }));
    worker.on('message', (message: FromPgliteWorker) => this.receive(message));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) =>
      this.stop(new EmbeddedDatabaseStoppedError(`the embedded database stopped (exit code ${code})`)),
    );
  }

  query<Row>(
    text: string,
    params?: unknown[],
    options?: Pick<QueryOptions, 'rowMode' | 'parsers'>,
  ): Promise<Results<Row>> {
    return this.queryIn(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.call({ op: 'exec', text }) as Promise<Results[]>;
  }

  async transaction<T>(work: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    this.hold();
    let result: T;
    try {
      result = await work({
        query: (text, params, options) => this.queryIn(tx, text, params, options),
        exec: (text) => this.call({ op: 'exec', text, tx }) as Promise<Results[]>,
      });
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false })
        .catch(() => undefined)
        .finally(() => this.release());
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true }).finally(() => this.release());
    return result;
  }

  async runExclusive<T>(work: () => Promise<T>): Promise<T> {
    const lock = (await this.call({ op: 'lock' })) as number;
    this.hold();
    try {
      return await work();
    } finally {
      this.release();
      await this.call({ op: 'unlock', lock });
    }
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const bytes = (await this.call({ op: 'dump', compression })) as ArrayBuffer;
    return new Blob([bytes], { type: compression === 'none' ? 'application/x-tar' : 'application/x-gtar' });
  }

  activity(): { isBusy: boolean; quietMs: number } {
    return { isBusy: this.waiting.size > 0 || this.held > 0, quietMs: performance.now() - this.lastProgressAt };
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.stop(new EmbeddedDatabaseStoppedError('the embedded database is closed'));
      await this.worker.terminate();
    }
  }

  private async queryIn<Row>(
    tx: number | undefined,
    text: string,
    params: unknown[] | undefined,
    options: Pick<QueryOptions, 'rowMode' | 'parsers'> | undefined,
  ): Promise<Results<Row>> {
    const parsers = options?.parsers;
    const results = (await this.call({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      textTypes: parsers ? Object.keys(parsers).map(Number) : undefined,
      tx,
    })) as Results<Row>;
    if (parsers) applyParsers(results, parsers);
    return results;
  }

  private call(request: PgliteRequest): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    if (this.waiting.size === 0 && this.held === 0) {
      this.lastProgressAt = performance.now();
      this.worker.ref();
    }
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const message: ToPgliteWorker = { ...request, id };
      this.worker.postMessage(message);
    });
  }

  private receive(message: FromPgliteWorker): void {
    this.lastProgressAt = performance.now();
    const waiting = this.waiting.get(message.id);
    this.waiting.delete(message.id);
    this.unrefWhenIdle();
    if (message.ok) waiting?.resolve(message.result);
    else waiting?.reject(toError(message.error));
  }

  private hold(): void {
    this.held++;
    this.worker.ref();
  }

  private release(): void {
    this.held--;
    this.unrefWhenIdle();
  }

  private unrefWhenIdle(): void {
    if (this.waiting.size === 0 && this.held === 0) this.worker.unref();
  }

  private stop(reason: Error): void {
    if (this.stopped) return;
    this.stopped = reason;
    for (const waiting of this.waiting.values()) waiting.reject(reason);
    this.waiting.clear();
  }
}

/** The caller's parsers, on the columns the worker returned as PostgreSQL's text. */
function applyParsers(results: Results<unknown>, parsers: NonNullable<QueryOptions['parsers']>): void {
  const columns = results.fields
    .map((field, index) => ({ key: index, name: field.name, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse);
  if (columns.length === 0) return;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = Array.isArray(row) ? column.key : column.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = column.parse!(value);
    }
  }
}

/** The worker's error with PostgreSQL's fields on it (code, severity, query …), as PGlite throws it. */
function toError(plain: WorkerError): Error {
  const error = Object.assign(new Error(plain.message), plain.fields);
  error.name = plain.name;
  if (plain.stack) error.stack = plain.stack;
  return error;
}

/**
 * The worker's entry beside this module: in the built server both are bundles in dist/, the
 * worker as its own entry point. Run from the TypeScript sources (tests, tsx, the bench) the
 * worker first registers tsx's loader, which a worker thread does not inherit.
 */
function startWorker(workerData: PgliteWorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  // Not import.meta.resolve: vitest's module runner, where the test setup opens databases, lacks
  // it. require finds tsx's CommonJS build of the API; its ES module sits beside it.
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api'));
  const loader = JSON.stringify(new URL('index.mjs', api).href);
  const entry = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  return new Worker(`import(${loader}).then(({ register }) => { register(); return import(${entry}); });`, {
    eval: true,
    workerData,
  });
}
