import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import type { WorkerJobKind, ToWorker, FromWorker } from './export-worker.js';
import type { TableSheet, TableWorkbookInit } from './table-workbook.js';

/**
 * Worker threads at most: the machine's other core stays with the requests, and each worker holds
 * the chart, PDF and spreadsheet libraries (tens of MB) once loaded.
 */
export const MAX_EXPORT_WORKERS = 2;

/**
 * A small pool of worker threads that lay out PDF reports (charts included) and write workbooks.
 * Drawing a report's charts and laying out its pages takes seconds of CPU, and a workbook's XML is
 * built row by row: on the server's own thread that held every other request meanwhile. The main
 * thread still reads the database and sends the worker the data part by part; the worker sends the
 * file's bytes back. Workers start on the first export and end when the app closes.
 */
export class ExportWorkers {
  private readonly workers: RunningWorker[] = [];
  private nextJobId = 1;
  private isClosed = false;

  constructor(private readonly size = MAX_EXPORT_WORKERS) {}

  /** Starts a job whose bytes are written to `output`; `output` is ended when the job is. */
  start(kind: WorkerJobKind, init: unknown, output: Writable): ExportJob {
    if (this.isClosed) throw new Error('the export workers are closed');
    const running = this.leastBusy();
    const job = new ExportJob(this.nextJobId++, running, output);
    running.add(job);
    running.post({ job: job.id, kind, init });
    return job;
  }

  /** A small workbook of whole sheets, made in a worker and returned whole. */
  async renderTableWorkbook(sheets: TableSheet[]): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const output = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    await this.start('table-workbook', { sheets } satisfies TableWorkbookInit, output).end();
    await finished(output);
    return Buffer.concat(chunks);
  }

  /** How many worker threads run now (for tests: they start on first use). */
  get threadCount(): number {
    return this.workers.length;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    const workers = this.workers.splice(0);
    for (const running of workers) running.failAll(new Error('the server is closing'));
    await Promise.all(workers.map((running) => running.worker.terminate()));
  }

  private leastBusy(): RunningWorker {
    const idle = this.workers.find((running) => running.jobs.size === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) {
      const running = new RunningWorker(startWorker(), () => {
        const index = this.workers.indexOf(running);
        if (index >= 0) this.workers.splice(index, 1);
      });
      this.workers.push(running);
      return running;
    }
    return this.workers.reduce((least, running) => (running.jobs.size < least.jobs.size ? running : least));
  }
}

/**
 * The worker's entry beside this module: in the built server both are bundles in dist/, the
 * worker as its own entry point. Run from the TypeScript sources (tests, tsx) the worker first
 * registers tsx's loader, which a worker thread does not inherit.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./export-worker.js', import.meta.url));
  const loader = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./export-worker.ts', import.meta.url).href);
  return new Worker(`import(${loader}).then(({ register }) => { register(); return import(${entry}); });`, {
    eval: true,
  });
}

class RunningWorker {
  readonly jobs = new Map<number, ExportJob>();

  constructor(
    readonly worker: Worker,
    onExit: () => void,
  ) {
    // Only a worker with a job keeps the process alive.
    worker.unref();
    worker.on('message', (message: FromWorker) => this.jobs.get(message.job)?.receive(message));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      onExit();
      this.failAll(new Error(`the export worker stopped (exit code ${code})`));
    });
  }

  add(job: ExportJob): void {
    this.jobs.set(job.id, job);
    this.worker.ref();
  }

  remove(job: ExportJob): void {
    this.jobs.delete(job.id);
    if (this.jobs.size === 0) this.worker.unref();
  }

  post(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  failAll(error: Error): void {
    for (const job of [...this.jobs.values()]) job.fail(error);
  }
}

type Waiter = { part: number; resolve: () => void; reject: (error: Error) => void };

/** One export in a worker: parts go in order, the bytes come back into `output`. */
export class ExportJob {
  private sentParts = 0;
  private acknowledgedParts = 0;
  private waiters: Waiter[] = [];
  private failure: Error | undefined;
  private isFinished = false;
  private finish: { resolve: () => void; reject: (error: Error) => void } | undefined;

  constructor(
    readonly id: number,
    private readonly running: RunningWorker,
    private readonly output: Writable,
  ) {}

  /**
   * Sends the next part. One part may be in the worker while the caller reads the next from the
   * database; beyond that, and while `output` is full (a client that reads slowly), this waits.
   */
  async send(part: unknown): Promise<void> {
    this.throwIfFailed();
    this.sentParts++;
    this.running.post({ job: this.id, part });
    await this.acknowledged(this.sentParts - 1);
    await this.drained();
  }

  /** Ends the file; resolves once its last byte is in `output` and `output` is ended. */
  async end(): Promise<void> {
    this.throwIfFailed();
    const finished = new Promise<void>((resolve, reject) => (this.finish = { resolve, reject }));
    this.running.post({ job: this.id, end: true });
    await finished;
  }

  /** Stops the job (the client left, a query failed): the worker drops it, `output` is destroyed. */
  fail(error: Error): void {
    if (this.failure || this.isFinished) return;
    this.failure = error;
    this.running.remove(this);
    this.running.post({ job: this.id, abort: true });
    for (const waiter of this.waiters.splice(0)) waiter.reject(error);
    this.finish?.reject(error);
    if (!this.output.destroyed) this.output.destroy(error);
  }

  receive(message: FromWorker): void {
    if ('chunk' in message) {
      if (this.output.destroyed) this.fail(new Error('the client closed the export'));
      else this.output.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    } else if ('acknowledged' in message) {
      this.acknowledgedParts = message.acknowledged;
      const ready = this.waiters.filter((waiter) => waiter.part <= this.acknowledgedParts);
      this.waiters = this.waiters.filter((waiter) => waiter.part > this.acknowledgedParts);
      for (const waiter of ready) waiter.resolve();
    } else if ('error' in message) {
      this.fail(new Error(message.error));
    } else {
      this.isFinished = true;
      this.running.remove(this);
      this.output.end();
      this.finish?.resolve();
    }
  }

  private acknowledged(part: number): Promise<void> {
    if (part <= this.acknowledgedParts) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ part, resolve, reject }));
  }

  private async drained(): Promise<void> {
    const output = this.output;
    if (output.writableNeedDrain && !output.destroyed) {
      await new Promise<void>((resolve) => {
        const done = () => {
          output.off('drain', done);
          output.off('close', done);
          resolve();
        };
        output.on('drain', done);
        output.on('close', done);
      });
    }
    if (output.destroyed) this.fail(new Error('the client closed the export'));
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}
