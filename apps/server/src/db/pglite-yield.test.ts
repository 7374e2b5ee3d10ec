import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './database.js';

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('the embedded database between statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', migrate: false });
  });
  afterAll(async () => {
    await database.close();
  });

  // An export is a long run of small awaited queries; a request arriving meanwhile (here a
  // timer's query, as /status's would be) must be served between two of them, not after the run.
  it.each([
    ['raw', () => database.raw('select count(*) from generate_series(1, 2000)')],
    ['query', () => database.query(sql`select count(*) from generate_series(1, 2000)`)],
    ['a transaction', () => database.db.transaction((tx) => tx.execute(sql`select 1`))],
  ])(
    'lets timers and other queries in during a run of statements through %s',
    async (_name, statement) => {
      const RUN = 300;
      let done = 0;
      let ticks = 0;
      let startedAt: number | undefined;
      let servedAt: number | undefined;
      const ticker = setInterval(() => ticks++, 0);
      const run = (async () => {
        for (; done < RUN; done++) await statement();
      })();
      const interleaved = new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          startedAt = done;
          database.lane
            .raw('select 1')
            .then(() => {
              servedAt = done;
              resolve();
            })
            .catch(reject);
        }, 0),
      );
      await Promise.all([run, interleaved]);
      clearInterval(ticker);
      expect(done).toBe(RUN);
      // It arrived early in the run and was served within a statement or two, not after the run.
      expect(startedAt).toBeLessThan(10);
      expect(servedAt! - startedAt!).toBeLessThanOrEqual(2);
      expect(ticks).toBeGreaterThan(10);
    },
    60_000,
  );
});
