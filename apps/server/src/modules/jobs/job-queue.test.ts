import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openTestDatabase } from '../../test/test-database.js';
import { createJobQueue, type JobQueue } from './job-queue.js';

describe('the job queue on pg-boss', () => {
  let database: Database;
  let jobs: JobQueue;
  const done: string[] = [];
  const attempts = new Map<string, number>();
  const givenUp: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = createJobQueue({ database, timeZone: 'Europe/Amsterdam', runSchedules: false });
    const echo = async ({ text, failTimes }: { text: string; failTimes: number }) => {
      const attempt = (attempts.get(text) ?? 0) + 1;
      attempts.set(text, attempt);
      if (attempt <= failTimes) throw new Error(`passing failure ${attempt} of ${text}`);
      done.push(text);
    };
    const giveUp = async ({ text }: { text: string }) => {
      givenUp.push(text);
    };
    // The production polling interval: a job sent by a request must not wait for it.
    jobs.define({ name: 'test-echo', retryLimit: 2, retryDelaySeconds: 1, handle: echo, onFailedForGood: giveUp });
    // A retry waits for its backoff and then for the next poll, here the shortest pg-boss allows.
    jobs.define({
      name: 'test-retry',
      retryLimit: 2,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      handle: echo,
      onFailedForGood: giveUp,
    });
    jobs.define<{ text: string }>({
      name: 'test-once',
      oneWaitingPerKey: true,
      handle: async ({ text }) => {
        done.push(text);
      },
    });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('runs a job sent by a request soon after, without waiting for a poll', async () => {
    const started = Date.now();
    expect(await jobs.send('test-echo', { text: 'meteen', failTimes: 0 })).toEqual(expect.any(String));
    await expect.poll(() => done.includes('meteen'), { timeout: 10_000, interval: 20 }).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('retries a passing failure with backoff until it succeeds', async () => {
    await jobs.send('test-retry', { text: 'tweede-keer', failTimes: 1 });
    await expect.poll(() => done.includes('tweede-keer'), { timeout: 30_000, interval: 100 }).toBe(true);
    expect(attempts.get('tweede-keer')).toBe(2);
  });

  it('keeps a job that keeps failing, and shows it with its error', async () => {
    await jobs.send('test-retry', { text: 'altijd-fout', failTimes: 99 });
    await expect.poll(() => givenUp, { timeout: 45_000, interval: 200 }).toContain('altijd-fout');
    // The first try and two retries.
    expect(attempts.get('altijd-fout')).toBe(3);
    const status = await jobs.status();
    expect(status.queues.find((queue) => queue.name === 'test-retry')).toMatchObject({ failed: 1, running: 0 });
    expect(status.lastFailed[0]).toMatchObject({
      queue: 'test-retry',
      attempts: 3,
      error: 'passing failure 3 of altijd-fout',
    });
  }, 60_000);

  it('runs every job of a burst', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => jobs.send('test-echo', { text: `burst${i}`, failTimes: 0 })),
    );
    await expect
      .poll(() => done.filter((text) => text.startsWith('burst')).length, { timeout: 30_000, interval: 50 })
      .toBe(20);
  });

  it('keeps one waiting job per singleton key on a queue that asks for it', async () => {
    const first = await jobs.send('test-once', { text: 'enkel-1' }, { singletonKey: 'k', startAfterSeconds: 60 });
    const second = await jobs.send('test-once', { text: 'enkel-2' }, { singletonKey: 'k' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
  });
});

describe('a job that outlives the stop of its queue', () => {
  it('ends after the database closed without touching it or rejecting unhandled', async () => {
    const database = await openTestDatabase();
    const jobs = createJobQueue({ database, timeZone: 'Europe/Amsterdam', runSchedules: false, stopTimeoutMs: 100 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let isRunning = false;
    jobs.define<Record<string, never>>({
      name: 'test-outlives-stop',
      handle: async () => {
        isRunning = true;
        await gate;
        throw new Error('ends after the stop');
      },
    });
    await jobs.start();
    await jobs.send('test-outlives-stop', {});
    await expect.poll(() => isRunning, { timeout: 20_000, interval: 20 }).toBe(true);
    await jobs.stop();
    await database.close();

    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      release();
      // pg-boss records the failure from a promise nobody awaits; give it a few turns to do so.
      for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
