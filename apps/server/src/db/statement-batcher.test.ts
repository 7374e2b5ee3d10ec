import { describe, expect, it } from 'vitest';
import { StatementBatcher } from './statement-batcher.js';

type Item = { key: string; value: number };

/** A batcher whose statements end when the test says so, recording what each one held. */
function batcherOf(options: { concurrency: number; maxBatch: number; failMany?: boolean; failOne?: number }) {
  const statements: number[][] = [];
  const open: (() => void)[] = [];
  const statement = async <T>(values: number[], result: () => T) => {
    statements.push(values);
    await new Promise<void>((resolve) => open.push(resolve));
    return result();
  };
  const batcher = new StatementBatcher<Item, number>({
    concurrency: options.concurrency,
    maxBatch: options.maxBatch,
    keyOf: (item) => item.key,
    runOne: (item) =>
      statement([item.value], () => {
        if (item.value === options.failOne) throw new Error(`refused ${item.value}`);
        return item.value * 10;
      }),
    runMany: (items) =>
      statement(
        items.map((item) => item.value),
        () => {
          if (options.failMany) throw new Error('the statement failed');
          return items.map((item) => item.value * 10);
        },
      ),
  });
  /** Ends the statements in flight, and those they start, until none is left. */
  const settle = async () => {
    for (let rounds = 0; rounds < 100; rounds++) {
      await new Promise((resolve) => setImmediate(resolve));
      if (open.length === 0) return;
      open.splice(0).forEach((end) => end());
    }
  };
  return { batcher, statements, settle };
}

const items = (count: number, key = (i: number) => `k${i}`) =>
  Array.from({ length: count }, (_, i) => ({ key: key(i), value: i }));

describe('a statement batcher', () => {
  it('runs an item at once while a connection is free, and those that wait together, bounded', async () => {
    const { batcher, statements, settle } = batcherOf({ concurrency: 1, maxBatch: 4 });
    const results = Promise.all(items(7).map((item) => batcher.run(item)));
    await settle();
    expect(await results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(statements).toEqual([[0], [1, 2, 3, 4], [5, 6]]);
  });

  it('sends the next statement before the callers of the last one hear its results', async () => {
    const { batcher, statements, settle } = batcherOf({ concurrency: 1, maxBatch: 4 });
    const sentWhenHeard: number[] = [];
    const results = Promise.all(
      items(5).map((item) => batcher.run(item).then((result) => (sentWhenHeard.push(statements.length), result))),
    );
    await settle();
    expect(await results).toEqual([0, 10, 20, 30, 40]);
    // Item 0's statement ended with four items waiting: their statement was sent first.
    expect(sentWhenHeard[0]).toBe(2);
  });

  it('never puts two items of one key in one statement or in flight at once', async () => {
    const { batcher, statements, settle } = batcherOf({ concurrency: 2, maxBatch: 10 });
    const results = Promise.all(items(6, (i) => (i % 2 === 0 ? 'same' : `k${i}`)).map((item) => batcher.run(item)));
    await settle();
    expect(await results).toEqual([0, 10, 20, 30, 40, 50]);
    // 0 and 1 went at once; 2 waited for 0, and 4 for 2.
    expect(statements).toEqual([[0], [1], [2, 3, 5], [4]]);
  });

  it('runs the items of a failed statement one by one, so that one failure fails only its item', async () => {
    const { batcher, statements, settle } = batcherOf({ concurrency: 1, maxBatch: 10, failMany: true, failOne: 2 });
    const results = Promise.allSettled(items(4).map((item) => batcher.run(item)));
    await settle();
    expect(await results).toEqual([
      { status: 'fulfilled', value: 0 },
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('refused 2') },
      { status: 'fulfilled', value: 30 },
    ]);
    expect(statements).toEqual([[0], [1, 2, 3], [1], [2], [3]]);
  });
});
