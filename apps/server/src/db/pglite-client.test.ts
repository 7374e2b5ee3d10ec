import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../lib/db-errors.js';
import { openDatabase, type Database } from './database.js';

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('the embedded database in its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', migrate: false });
    await database.raw('create table things (id int primary key, made timestamptz not null default now())');
  });
  afterAll(async () => {
    await database.close();
  });

  // PostgreSQL's WebAssembly computes synchronously: on the server's thread a statement of a
  // second held every timer and request for that second.
  it("keeps the server's event loop turning while a long statement runs", async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    let ticksWhileRunning: number | undefined;
    await database.raw('select pg_sleep(1)').then(() => (ticksWhileRunning = ticks));
    clearInterval(ticker);
    // A turning loop fires the 10 ms timer dozens of times in that second; a held one once at most.
    expect(ticksWhileRunning).toBeGreaterThanOrEqual(10);
  });

  it('runs a transaction on one connection: its statements see each other, a failure rolls all back', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id) values (1)`);
      const { rows } = (await tx.execute(sql`select count(*)::int as n from things`)) as { rows: { n: number }[] };
      const [row] = rows;
      expect(row!.n).toBe(1);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (id) values (2)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A nested transaction is a savepoint: its failure leaves the outer one's work.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id) values (3)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things (id) values (4)`);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    expect(await database.raw<{ id: number }>('select id from things order by id')).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('makes statements from outside an open transaction wait until it ends', async () => {
    const seen: string[] = [];
    let outside: Promise<unknown> | undefined;
    await database.pglite!.transaction(async (tx) => {
      await tx.query('insert into things (id) values (5)');
      outside = database.raw<{ n: number }>('select count(*)::int as n from things').then((rows) => {
        seen.push(`outside saw ${rows[0]!.n}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.query('delete from things where id = 5');
      seen.push('committed');
    });
    await outside;
    expect(seen).toEqual(['committed', 'outside saw 2']);
  });

  it("raises PostgreSQL's errors with their SQLSTATE and statement, through drizzle too", async () => {
    const error = await database.raw('insert into things (id) values (1)').catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(error).toMatchObject({ severity: 'ERROR', query: 'insert into things (id) values (1)' });
    const wrapped = await database.query(sql`insert into things (id) values (${1})`).catch((caught: unknown) => caught);
    expect(isUniqueViolation(wrapped)).toBe(true);
  });

  it("applies the caller's parsers to the columns of their types, as drizzle asks for timestamps as text", async () => {
    const { rows } = await database.pglite!.query<{ made: string; id: number }>(
      'select id, made from things where id = 1',
      [],
      { parsers: { 1184: (value: string) => `text:${value}` } },
    );
    expect(rows[0]!.id).toBe(1);
    expect(rows[0]!.made).toMatch(/^text:\d{4}-\d{2}-\d{2} /);
    const { rows: arrays } = await database.pglite!.query<unknown[]>('select id, made from things where id = 1', [], {
      rowMode: 'array',
      parsers: { 1184: () => 'parsed' },
    });
    expect(arrays).toEqual([[1, 'parsed']]);
  });

  it('answers nothing more once closed, and says so', async () => {
    const other = await openDatabase({ kind: 'pglite', migrate: false });
    await other.close();
    await expect(other.raw('select 1')).rejects.toThrow('the embedded database is closed');
  });
});
