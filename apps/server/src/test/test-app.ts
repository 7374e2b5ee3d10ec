import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type PeilApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { openTestDatabase } from './test-database.js';

/** Resolves once no job is waiting or running: what requests queued has been done. */
export async function jobsSettled(app: PeilApp, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { queues } = await app.jobs.status();
    if (queues.every((queue) => queue.waiting + queue.running === 0)) return;
    if (Date.now() > until) throw new Error(`jobs still busy: ${JSON.stringify(queues)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type TestContext = { app: PeilApp; database: Database; config: Config; close(): Promise<void> };

/**
 * A Peil app on a fresh database, called through app.inject (no port). Its DATA_DIR (where
 * queued mail lands as .eml files) is a temporary folder of its own unless one is given.
 */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  // The database's session clock is APP_TIME_ZONE, as in server.ts.
  const database = await openTestDatabase({ timeZone: overrides.APP_TIME_ZONE });
  const ownDataDir = overrides.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'peil-test-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...overrides,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
