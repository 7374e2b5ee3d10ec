// The export worker thread's entry (see export-workers.ts): lays out PDF reports and writes
// workbooks from the parts the main thread sends, and sends the file's bytes back.
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import { parentPort } from 'node:worker_threads';
import { Writable } from 'node:stream';
import { createReportLayout, type ReportInit } from './report-layout.js';
import { createTableWorkbook, type TableWorkbookInit } from './table-workbook.js';
import { createWorkbookWriter, type WorkbookInit } from './workbook-writer.js';

export type WorkerJobKind = 'report' | 'workbook' | 'table-workbook';

export type ToWorker =
  | { job: number; kind: WorkerJobKind; init: unknown }
  | { job: number; part: unknown }
  | { job: number; end: true }
  | { job: number; abort: true };

export type FromWorker =
  | { job: number; chunk: Uint8Array }
  | { job: number; acknowledged: number }
  | { job: number; error: string }
  | { job: number; done: true };

/** What a job does with the parts; its bytes go to the sink it was made with. */
export type JobWriter = {
  write(part: unknown): void | Promise<void>;
  /** Resolves once the last byte went to the sink. */
  end(): Promise<void>;
  abort(): void;
};

type Job = { writer: JobWriter; sink: JobSink; parts: number; queue: Promise<void>; isAborted: boolean };

const port = parentPort!;

/**
 * How much lower this thread's priority is than the server thread's (nice values). An export
 * keeps a core busy for seconds to minutes; at the server thread's priority it took the CPU from
 * /status, saves and every other request on a busy machine, which the kernel now serves first.
 */
const EXPORT_THREAD_NICENESS = 10;

/** Lowers this thread's priority (on Linux the nice value is per thread); elsewhere it stays. */
function lowerThreadPriority(): void {
  try {
    const threadId = /\/task\/(\d+)$/.exec(fs.readlinkSync('/proc/thread-self'))?.[1];
    if (threadId) os.setPriority(Number(threadId), Math.min(19, os.getPriority() + EXPORT_THREAD_NICENESS));
  } catch {
    // No /proc (not Linux), or a system that refuses: the exports run at the server's priority.
  }
}

lowerThreadPriority();

/**
 * The zlib level of the PDF streams PDFKit writes in this thread. PDFKit compresses each page's
 * content with zlib's deflateSync at the default level (6), with no option to choose another:
 * that was a fifth of the CPU of a report of comments. Level 1 takes a fraction of that CPU for
 * files about a fifth larger. PDFKit is the only caller of deflateSync in this thread (the
 * workbooks' zip compresses with a stream of its own), and the thread has its own module.
 */
const PDF_DEFLATE_LEVEL = 1;

function deflatePdfStreamsFaster(): void {
  const deflateSync = zlib.deflateSync;
  zlib.deflateSync = (data, options) => deflateSync(data, { level: PDF_DEFLATE_LEVEL, ...options });
}

deflatePdfStreamsFaster();

const jobs = new Map<number, Job>();

function post(message: FromWorker): void {
  port.postMessage(message);
}

/**
 * Bytes gathered before they go to the main thread: PDFKit writes a page as dozens of small
 * chunks, and a message per chunk cost more CPU than laying out the page.
 */
const CHUNK_BYTES = 64 * 1024;

/**
 * A stream whose bytes go to the main thread as the job's chunks: what was written in one turn
 * of the event loop (a part's pages, a step of the workbook's zip), at most CHUNK_BYTES at a time.
 * Bytes are never held longer, so the main thread sees a client that stops reading at once.
 */
class JobSink extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private isFlushScheduled = false;

  constructor(private readonly jobId: number) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= CHUNK_BYTES) this.flush();
    else if (!this.isFlushScheduled) {
      this.isFlushScheduled = true;
      setImmediate(() => this.flush());
    }
    callback();
  }

  override _final(callback: () => void): void {
    this.flush();
    callback();
  }

  /** Sends what was written so far; a copy of its own, so its memory moves to the main thread. */
  flush(): void {
    this.isFlushScheduled = false;
    if (this.pendingBytes === 0) return;
    const bytes = new Uint8Array(this.pendingBytes);
    let offset = 0;
    for (const chunk of this.pending) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    this.pending = [];
    this.pendingBytes = 0;
    port.postMessage({ job: this.jobId, chunk: bytes } satisfies FromWorker, [bytes.buffer]);
  }
}

function createWriter(kind: WorkerJobKind, init: unknown, sink: Writable): JobWriter {
  if (kind === 'report') return createReportLayout(init as ReportInit, sink);
  if (kind === 'table-workbook') return createTableWorkbook(init as TableWorkbookInit, sink);
  return createWorkbookWriter(sink, init as WorkbookInit);
}

port.on('message', (message: ToWorker) => {
  if ('kind' in message) {
    try {
      const sink = new JobSink(message.job);
      const writer = createWriter(message.kind, message.init, sink);
      jobs.set(message.job, { writer, sink, parts: 0, queue: Promise.resolve(), isAborted: false });
    } catch (error) {
      post({ job: message.job, error: describe(error) });
    }
    return;
  }
  const job = jobs.get(message.job);
  if (!job) return;
  if ('abort' in message) {
    job.isAborted = true;
    jobs.delete(message.job);
    job.writer.abort();
    return;
  }
  // Parts are written one after the other, also when writing one waits (a workbook's zip).
  job.queue = job.queue
    .then(async () => {
      if (job.isAborted) return;
      if ('part' in message) {
        await job.writer.write(message.part);
        job.sink.flush();
        post({ job: message.job, acknowledged: ++job.parts });
      } else {
        await job.writer.end();
        jobs.delete(message.job);
        post({ job: message.job, done: true });
      }
    })
    .catch((error: unknown) => {
      job.isAborted = true;
      jobs.delete(message.job);
      job.writer.abort();
      post({ job: message.job, error: describe(error) });
    });
});

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
