import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// A port the system hands out free, chosen once in the runner and inherited by its workers, so
// that two runs or another server on this machine never collide.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
])
  .toString()
  .trim();
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_ADMIN_PASSWORD = 'peil-e2e-password';
// Set once in the runner and inherited by its workers, so tests can read the mail outbox.
process.env.PEIL_E2E_DATA_DIR ??= path.join(os.tmpdir(), `peil-e2e-${process.pid}`);
export const E2E_DATA_DIR = process.env.PEIL_E2E_DATA_DIR;
export const E2E_RESTART_TOKEN = 'e2e-restart-token';
const dataDir = E2E_DATA_DIR;

/**
 * Starts the built server on 127.0.0.1 with a fresh embedded database and the demo data, and
 * runs the journeys in Debian's Chromium (Playwright's own browser download is not available).
 */
export default defineConfig({
  testDir: './tests',
  // Removes the server's temporary data folder after the run.
  globalTeardown: './global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ../scripts/start.mjs`,
    // Ready, not only up: the server listens while it migrates and loads the demo, and answers
    // every other request 503 until then.
    url: `http://127.0.0.1:${E2E_PORT}/status/ready`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      PEIL_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      PEIL_DEMO_DATA: 'on',
      RESTART_TOKEN: E2E_RESTART_TOKEN,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Optional: a web build of its own, so that two browser runs do not share apps/web/dist.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? '',
    },
  },
});
