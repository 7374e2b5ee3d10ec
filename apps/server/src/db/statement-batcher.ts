export type StatementBatcherOptions<Item, Result> = {
  /** Statements in flight at once: the connections they may hold. */
  concurrency: number;
  /** The most items one statement writes. */
  maxBatch: number;
  /**
   * Items of one key are never in one statement, nor in two statements in flight at once: a
   * later one waits, so it cannot overtake the earlier nor meet it on the same rows.
   */
  keyOf(item: Item): string;
  /** The statement of one item. */
  runOne(item: Item): Promise<Result>;
  /** The statement of several items: one result per item, in their order. */
  runMany(items: Item[]): Promise<Result[]>;
};

type Pending<Item, Result> = {
  item: Item;
  key: string;
  resolve(result: Result): void;
  reject(error: unknown): void;
};

/**
 * Runs items as they come while fewer than `concurrency` statements are in flight; items that
 * arrive meanwhile wait and go together, up to `maxBatch`, in the next statement. So under load
 * the work per item shrinks (one round trip, one plan, one commit for many) while a lone item
 * waits for nothing. A statement of several items that fails as a whole is retried one item at
 * a time, so one bad item fails only itself.
 */
export class StatementBatcher<Item, Result> {
  private queue: Pending<Item, Result>[] = [];
  private inFlight = 0;
  private readonly busyKeys = new Set<string>();

  constructor(private readonly options: StatementBatcherOptions<Item, Result>) {}

  run(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, key: this.options.keyOf(item), resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.inFlight < this.options.concurrency && this.queue.length > 0) {
      const batch = this.take();
      // Everything waiting has a key in flight: the statement that ends dispatches again.
      if (batch.length === 0) return;
      this.inFlight++;
      for (const pending of batch) this.busyKeys.add(pending.key);
      void this.execute(batch).then((settle) => {
        this.inFlight--;
        for (const pending of batch) this.busyKeys.delete(pending.key);
        // The next statement goes before the callers hear of this one's results: the connection
        // then works while this process answers them.
        this.dispatch();
        settle();
      });
    }
  }

  /** The oldest waiting items, at most one per key and none of a key in flight. */
  private take(): Pending<Item, Result>[] {
    const batch: Pending<Item, Result>[] = [];
    const rest: Pending<Item, Result>[] = [];
    const keys = new Set<string>();
    for (const pending of this.queue) {
      if (batch.length < this.options.maxBatch && !this.busyKeys.has(pending.key) && !keys.has(pending.key)) {
        batch.push(pending);
        keys.add(pending.key);
      } else rest.push(pending);
    }
    this.queue = rest;
    return batch;
  }

  /** Runs the batch's statements; what it returns tells their callers the outcome. */
  private async execute(batch: Pending<Item, Result>[]): Promise<() => void> {
    if (batch.length > 1) {
      try {
        const results = await this.options.runMany(batch.map((pending) => pending.item));
        return () => batch.forEach((pending, i) => pending.resolve(results[i]!));
      } catch {
        // Retried below, one item at a time: the error belongs to one of them, or to none.
      }
    }
    const outcomes: ({ result: Result } | { error: unknown })[] = [];
    for (const pending of batch) {
      try {
        outcomes.push({ result: await this.options.runOne(pending.item) });
      } catch (error) {
        outcomes.push({ error });
      }
    }
    return () =>
      batch.forEach((pending, i) => {
        const outcome = outcomes[i]!;
        if ('result' in outcome) pending.resolve(outcome.result);
        else pending.reject(outcome.error);
      });
  }
}
