// The embedded database's thread (see pglite-client.ts): owns the PGlite instance and runs the
// statements the server's thread sends it, so that PostgreSQL's WebAssembly, which computes
// synchronously, never holds the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';

export type PgliteWorkerOptions = {
  dataDir?: string;
  loadDataDir?: Blob;
  timeZone: string;
};

/** Statements run inside transaction `tx` when given; otherwise on the database, in arrival order. */
export type PgliteRequest =
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; tx?: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'lock' }
  | { op: 'unlock'; lock: number }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };
export type ToPgliteWorker = PgliteRequest & { id: number };

/** A statement's error as plain data: the message, stack and PostgreSQL's fields (code, severity, constraint …). */
export type WorkerError = { message: string; name: string; stack?: string; fields: Record<string, unknown> };

export type FromPgliteWorker = { id: number } & ({ ok: true; result: unknown } | { ok: false; error: WorkerError });

// PostgreSQL's default 128 MB buffer pool lives in PGlite's WebAssembly memory, and PGlite touches
// all of it: 140 MB of resident memory before the first request. The data files are ordinary files
// in the OS page cache, so a 32 MB pool measured as fast on the demo's queries.
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

// Thrown inside a transaction to roll it back, and recognised by identity when it comes out.
const ROLLBACK = new Error('Rolled back on request');

const port = parentPort!;
const options = workerData as PgliteWorkerOptions;
const transactions = new Map<number, { tx: Transaction; finish(commit: boolean): void; done: Promise<void> }>();
const locks = new Map<number, () => void>();
let nextHandle = 1;

const pglite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, startParams: START_PARAMS });
const ready = pglite.waitReady
  // PGlite is one session, so setting it once covers every statement.
  .then(() => pglite.query(`select set_config('TimeZone', $1, false)`, [options.timeZone]))
  .then(() => undefined);
answer(0, ready);

port.on('message', (message: ToPgliteWorker) =>
  answer(
    message.id,
    ready.then(() => run(message)),
  ),
);

function run(message: ToPgliteWorker): Promise<unknown> {
  switch (message.op) {
    case 'query': {
      // The caller's parsers are functions, which cannot cross threads: these types come back as
      // PostgreSQL's text and the caller parses them.
      const asText = Object.fromEntries((message.textTypes ?? []).map((type) => [type, (value: string) => value]));
      return on(message.tx)
        .query(message.text, message.params, { rowMode: message.rowMode, parsers: asText })
        .then(plainResults);
    }
    case 'exec':
      return on(message.tx)
        .exec(message.text)
        .then((results) => results.map(plainResults));
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) return Promise.reject(new Error(`no open transaction ${message.tx}`));
      open.finish(message.commit);
      return open.done;
    }
    case 'lock':
      return lock();
    case 'unlock':
      locks.get(message.lock)?.();
      locks.delete(message.lock);
      return Promise.resolve();
    case 'dump':
      return pglite.dumpDataDir(message.compression).then((file) => file.arrayBuffer());
    case 'close':
      return pglite.close();
  }
}

function on(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx}`);
  return open.tx;
}

/**
 * Opens a PGlite transaction and holds it while the server's thread sends its statements; `end`
 * commits it, or rolls it back by throwing inside it. Statements outside it wait meanwhile, as
 * they do in PGlite itself.
 */
function begin(): Promise<number> {
  const handle = nextHandle++;
  return new Promise<number>((opened, failed) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const done = pglite
      .transaction(async (tx) => {
        transactions.set(handle, { tx, finish, done });
        opened(handle);
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(handle));
    // A BEGIN that fails never opened the transaction: its caller hears of it.
    done.catch(failed);
  });
}

/** Holds PGlite between two statements until `unlock`: the backup copies the data files meanwhile. */
function lock(): Promise<number> {
  const handle = nextHandle++;
  return new Promise<number>((held, failed) => {
    pglite
      ._runExclusiveQuery(
        () =>
          new Promise<void>((release) => {
            locks.set(handle, release);
            held(handle);
          }),
      )
      .catch(failed);
  });
}

/** Results without the query options PGlite attaches, which may hold functions. */
function plainResults<Row>(results: Results<Row>): Results<Row> {
  return { rows: results.rows, fields: results.fields, affectedRows: results.affectedRows };
}

function answer(id: number, result: Promise<unknown>): void {
  result.then(
    (value) => {
      const transfer = value instanceof ArrayBuffer ? [value] : [];
      port.postMessage({ id, ok: true, result: value } satisfies FromPgliteWorker, transfer);
    },
    (error: unknown) => {
      const plain = plainError(error);
      try {
        port.postMessage({ id, ok: false, error: plain } satisfies FromPgliteWorker);
      } catch {
        // A field that cannot be copied must not leave the caller waiting for ever.
        port.postMessage({ id, ok: false, error: { ...plain, fields: {} } } satisfies FromPgliteWorker);
      }
    },
  );
}

function plainError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // queryOptions may hold parsers (functions); the rest are strings, numbers and the parameters.
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, stack: error.stack, fields };
}
