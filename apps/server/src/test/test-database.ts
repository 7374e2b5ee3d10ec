import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * PEIL_TEST_DB=postgres a new database on the server of TEST_DATABASE_URL, dropped afterwards.
 * Both start as a copy of the database global-setup.ts migrated once for the whole run.
 */
export async function openTestDatabase(
  options: { acquireTimeoutMs?: number; timeZone?: string } = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.PEIL_TEST_DB !== 'postgres') {
    return openDatabase({ kind: 'pglite', loadDataDir: migratedPglite(), timeZone: options.timeZone });
  }
  if (!serverUrl) throw new Error('PEIL_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `peil_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = inject('postgresTemplate');
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4, ...options });
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

/**
 * The run's migrated PGlite database as a tarball for `openDatabase`'s `loadDataDir`: in memory,
 * or written into an empty DATA_DIR that a test then hands to a server or CLI process, which
 * otherwise spends seconds of CPU on initdb and every migration. Undefined when the file runs
 * without the global setup (a single file from another config): then it migrates its own.
 */
export function migratedPglite(): Blob | undefined {
  const templateFile = inject('pgliteTemplateFile');
  return templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
}
