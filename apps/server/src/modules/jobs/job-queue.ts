import PgBoss from 'pg-boss';
import type { TJobQueueStatusResponse } from '@peil/contract/jobs';
import type { Database } from '../../db/database.js';
import { bossDatabase } from './boss-database.js';

export type JobLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type JobContext = { id: string; retryCount: number };

/**
 * A kind of background work. A handler that throws is retried with backoff (`retryDelaySeconds`
 * doubling per attempt) up to `retryLimit` times; after that the job stays in the failed state,
 * where the status page shows it. A job running longer than `expireInSeconds` counts as failed
 * (its process died, or it hangs) and is retried, by any process.
 */
export type JobDefinition<Data extends object> = {
  name: string;
  handle(data: Data, job: JobContext): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** How often an idle worker asks for jobs sent by other processes; its own are started at once. */
  pollingIntervalSeconds?: number;
  /**
   * At most one waiting job per singletonKey (pg-boss's "short" policy); every send to such a
   * queue must carry a key, or all keyless sends share one slot.
   */
  oneWaitingPerKey?: boolean;
  /** Runs with the same data once the job has failed for good. */
  onFailedForGood?(data: Data): Promise<void>;
};

export type SendOptions = {
  /** On a oneWaitingPerKey queue a second send with the key of a waiting job is dropped. */
  singletonKey?: string;
  startAfterSeconds?: number;
};

export type JobQueue = {
  define<Data extends object>(definition: JobDefinition<Data>): void;
  /** A cron schedule (in the app's time zone) that sends a job with no data to the queue. */
  schedule(name: string, cron: string): void;
  /** Queues a job; returns its id, or null when a waiting job with the same singletonKey exists. */
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  start(): Promise<void>;
  /** Work to do once the workers run (picking up what a stopped process left). */
  whenStarted(task: () => Promise<void>): void;
  /** Lets running jobs finish (up to a limit), then stops fetching; unfinished jobs are retried later. */
  stop(): Promise<void>;
  /** Whether a stop has begun: long handlers end their work early and leave the rest queued. */
  isStopping(): boolean;
  status(): Promise<TJobQueueStatusResponse>;
};

export type JobQueueOptions = {
  database: Database;
  log?: JobLog;
  timeZone: string;
  /** Cron schedules fire only when on; tests run scheduled jobs themselves. */
  runSchedules: boolean;
  /** How long a stop waits for running jobs. */
  stopTimeoutMs?: number;
};

const SCHEMA = 'pgboss';
// pg-boss's own queues (the cron hand-over) are plumbing, not Peil's work.
const INTERNAL_QUEUE_PREFIX = '__pgboss__';
const FAILED_SUFFIX = '-failed';

/**
 * Peil's background work on pg-boss, on PostgreSQL and on PGlite alike (one adapter over our
 * own connections). Modules define their queues before the app is ready; start() creates
 * pg-boss's schema and the queues, then starts one worker per queue.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const definitions = new Map<string, JobDefinition<object>>();
  const schedules = new Map<string, string>();
  const workers = new Map<string, string>();
  const startTasks: (() => Promise<void>)[] = [];
  let stopping = false;
  // A process that failed to migrate stops without ever having started its workers.
  let started = false;
  const bossDb = bossDatabase(database);
  const boss = new PgBoss({
    db: bossDb,
    schema: SCHEMA,
    schedule: options.runSchedules,
    // Expiry of a dead process's jobs is found by this sweep: often enough to hand a broadcast
    // over within a minute, one short statement otherwise.
    maintenanceIntervalSeconds: 15,
    cronWorkerIntervalSeconds: 30,
    // Job data can hold an e-mail address: completed jobs go after an hour and a day in the
    // archive; failed ones stay two weeks for the status page.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 14 * 24 * 60 * 60,
    deleteAfterDays: 1,
  });
  boss.on('error', (error: Error) => log?.error({ err: error }, 'job queue error'));

  async function createQueues(): Promise<void> {
    for (const definition of definitions.values()) {
      const retry = {
        retryLimit: definition.retryLimit ?? 8,
        retryDelay: definition.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 5 * 60,
      };
      const deadLetter = definition.onFailedForGood ? `${definition.name}${FAILED_SUFFIX}` : undefined;
      if (deadLetter) await boss.createQueue(deadLetter, { name: deadLetter, ...retry });
      const queue: PgBoss.Queue = {
        name: definition.name,
        policy: definition.oneWaitingPerKey ? 'short' : 'standard',
        ...retry,
        ...(deadLetter && { deadLetter }),
      };
      await boss.createQueue(definition.name, queue);
      // A later version may change the settings of an existing queue.
      await boss.updateQueue(definition.name, queue);
    }
  }

  async function startWorker(name: string, definition: JobDefinition<object>, failedForGood: boolean) {
    const handle = (data: object, job: JobContext) =>
      failedForGood ? definition.onFailedForGood!(data) : definition.handle(data, job);
    let id = '';
    id = await boss.work<object>(
      name,
      { includeMetadata: true, pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 5 },
      async ([job]) => {
        try {
          await handle(job!.data, { id: job!.id, retryCount: job!.retryCount });
        } catch (error) {
          log?.warn({ err: error, queue: name, jobId: job!.id, attempt: job!.retryCount + 1 }, 'job failed');
          throw error;
        } finally {
          // There may be more: fetch again at once instead of after the polling interval.
          boss.notifyWorker(id);
        }
      },
    );
    workers.set(name, id);
  }

  /**
   * An embedded database belongs to one process: a job still marked running was cut off when
   * the previous process stopped, so it is failed now (and retried) instead of after expiry.
   */
  async function failInterruptedJobs(): Promise<void> {
    if (database.kind !== 'pglite') return;
    const rows = await database.raw<{ name: string; id: string }>(
      `select name, id from ${SCHEMA}.job where state = 'active'`,
    );
    for (const row of rows) {
      await boss.fail(row.name, row.id, { message: 'the process stopped while the job ran' });
    }
    if (rows.length > 0) log?.info({ jobs: rows.length }, 'jobs of a stopped process retried');
  }

  return {
    define(definition) {
      definitions.set(definition.name, definition);
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        singletonKey: sendOptions.singletonKey,
        startAfter: sendOptions.startAfterSeconds,
      });
      // Our own worker starts it now instead of at its next poll.
      const worker = workers.get(name);
      if (id && worker && !sendOptions.startAfterSeconds) boss.notifyWorker(worker);
      return id;
    },
    async start() {
      stopping = false;
      bossDb.open();
      started = true;
      await boss.start();
      await createQueues();
      await failInterruptedJobs();
      for (const [name, cron] of schedules) {
        await boss.schedule(name, cron, {}, { tz: options.timeZone, singletonKey: name });
      }
      for (const definition of definitions.values()) {
        await startWorker(definition.name, definition, false);
        if (definition.onFailedForGood) {
          await startWorker(`${definition.name}${FAILED_SUFFIX}`, definition, true);
        }
      }
      for (const task of startTasks) await task();
    },
    whenStarted(task) {
      startTasks.push(task);
    },
    async stop() {
      stopping = true;
      if (!started) return;
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000, wait: true, close: false });
      await bossDb.settled();
      bossDb.close();
      workers.clear();
    },
    isStopping: () => stopping,
    status: () => readQueueStatus(database),
  };
}

async function readQueueStatus(database: Database): Promise<TJobQueueStatusResponse> {
  const counts = await database.raw<{ name: string; waiting: number; running: number; failed: number }>(`
    select name,
      count(*) filter (where state in ('created', 'retry'))::int as waiting,
      count(*) filter (where state = 'active')::int as running,
      count(*) filter (where state = 'failed')::int as failed
    from (
      select name, state from ${SCHEMA}.job
      union all select name, state from ${SCHEMA}.archive where state = 'failed'
    ) jobs
    where name not like '${INTERNAL_QUEUE_PREFIX}%'
    group by name order by name`);
  const failed = await database.raw<{
    id: string;
    name: string;
    completed_on: Date | string | null;
    retry_count: number;
    output: unknown;
  }>(`
    select id, name, completed_on, retry_count, output from (
      select id, name, completed_on, retry_count, output from ${SCHEMA}.job where state = 'failed'
      union all select id, name, completed_on, retry_count, output from ${SCHEMA}.archive where state = 'failed'
    ) failed
    where name not like '${INTERNAL_QUEUE_PREFIX}%'
    order by completed_on desc nulls last limit 20`);
  return {
    queues: counts.map((row) => ({
      name: row.name,
      waiting: row.waiting,
      running: row.running,
      failed: row.failed,
    })),
    lastFailed: failed.map((row) => ({
      id: row.id,
      queue: row.name,
      failedAt: row.completed_on === null ? null : new Date(row.completed_on).toISOString(),
      attempts: row.retry_count + 1,
      error: errorMessageOf(row.output),
    })),
  };
}

/** pg-boss stores a failure as the serialised error; only its message is shown. */
function errorMessageOf(output: unknown): string {
  const parsed = typeof output === 'string' ? safeParse(output) : output;
  const value = (parsed as { value?: { message?: unknown }; message?: unknown } | null) ?? {};
  const message = value.message ?? value.value?.message;
  return typeof message === 'string' ? message.slice(0, 500) : 'unknown error';
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
