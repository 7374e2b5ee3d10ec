import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/database.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { runOnServer } from './run-on-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database that each test file loads. */
    pgliteTemplateFile: string;
    /** On PostgreSQL: a migrated database that each test file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run; each test file then starts from a copy of it instead of
 * running every migration again (test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-test-template-'));
  const templateFile = path.join(folder, 'pglite.tar');
  const pglite = await openDatabase({ kind: 'pglite' });
  await createJobTables(pglite);
  const dump = await pglite.pglite!.dumpDataDir('none');
  fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplateFile', templateFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate = '';
  if (process.env.PEIL_TEST_DB === 'postgres' && serverUrl) {
    postgresTemplate = `peil_template_${crypto.randomBytes(6).toString('hex')}`;
    await runOnServer(serverUrl, `create database ${postgresTemplate}`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgresTemplate}`;
    const template = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await createJobTables(template);
    // A template may have no open connections while it is copied.
    await template.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (postgresTemplate && serverUrl)
      await runOnServer(serverUrl, `drop database if exists ${postgresTemplate} with (force)`);
  };
}

/** The job queue's schema and queues, which every test app would otherwise create at start. */
async function createJobTables(database: Database): Promise<void> {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }),
    database,
  });
  await app.ready();
  await app.close();
}
