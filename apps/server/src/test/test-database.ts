import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * PEIL_TEST_DB=postgres a new database on the server of TEST_DATABASE_URL, dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.PEIL_TEST_DB !== 'postgres') return openDatabase({ kind: 'pglite' });
  if (!serverUrl) throw new Error('PEIL_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `peil_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
