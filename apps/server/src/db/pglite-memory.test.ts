import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await database.close();
  });

  // The buffer pool is resident in PGlite's memory from the start; PostgreSQL's 128 MB default
  // alone would put an idle server above its memory budget.
  it('keeps a 32 MB buffer pool', async () => {
    const [row] = await database.raw<{ shared_buffers: string }>('show shared_buffers');
    expect(row!.shared_buffers).toBe('32MB');
  });
});
