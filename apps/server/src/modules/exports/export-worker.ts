// The export worker thread's entry (see export-workers.ts): lays out PDF reports and writes
// workbooks from the parts the main thread sends, and sends the file's bytes back.
import { parentPort } from 'node:worker_threads';
import { Writable } from 'node:stream';
import { createReportLayout, type ReportInit, type ReportPart } from './report-layout.js';
import { createWorkbookWriter, type WorkbookPart } from './workbook-writer.js';

export type WorkerJobKind = 'report' | 'workbook';

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

type Job = { writer: JobWriter; parts: number; queue: Promise<void>; isAborted: boolean };

const port = parentPort!;
const jobs = new Map<number, Job>();

function post(message: FromWorker): void {
  port.postMessage(message);
}

/** A stream whose bytes go to the main thread as the job's chunks. */
function sinkFor(jobId: number): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      // A copy: the chunk may be a view on Node's shared buffer pool.
      post({ job: jobId, chunk: new Uint8Array(chunk) });
      callback();
    },
  });
}

function createWriter(kind: WorkerJobKind, init: unknown, sink: Writable): JobWriter {
  return kind === 'report' ? createReportLayout(init as ReportInit, sink) : createWorkbookWriter(sink);
}

port.on('message', (message: ToWorker) => {
  if ('kind' in message) {
    try {
      const writer = createWriter(message.kind, message.init, sinkFor(message.job));
      jobs.set(message.job, { writer, parts: 0, queue: Promise.resolve(), isAborted: false });
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
        await job.writer.write(message.part as ReportPart | WorkbookPart);
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
