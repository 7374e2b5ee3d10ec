import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PeilApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../test/test-database.js';

/** Which built page answers which path: the login, the respondent pages and the staff app are apart. */
describe('web app pages', () => {
  let database: Database;
  let app: PeilApp;
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-web-app-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(distDir, 'index.html'), '<title>staff app</title>');
    fs.writeFileSync(path.join(distDir, 'login.html'), '<title>staff login</title>');
    fs.writeFileSync(path.join(distDir, 'survey.html'), '<title>respondent</title>');
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir });
    app = await buildApp({ config, database, serveWebApp: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  async function pageOf(url: string): Promise<string> {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    return response.body;
  }

  it('answers /login with the login page, also with a query string', async () => {
    expect(await pageOf('/login')).toBe('<title>staff login</title>');
    expect(await pageOf('/login?from=mail')).toBe('<title>staff login</title>');
  });

  it('answers the staff paths, and the other public pages, with the staff app', async () => {
    for (const url of ['/', '/dashboard', '/vragenlijsten', '/wachtwoord-vergeten', '/logout', '/statement']) {
      expect(await pageOf(url)).toBe('<title>staff app</title>');
    }
  });

  // The staff app hands these over to /login itself (a full page load), so none of them loops.
  it('gives other spellings of /login to the staff app', async () => {
    for (const url of ['/login/', '/Login', '/login/extra']) {
      expect(await pageOf(url)).toBe('<title>staff app</title>');
    }
  });

  it('answers the respondent paths with the respondent page', async () => {
    expect(await pageOf('/vragenlijst/6f1c1d7e-5b8a-4f43-9c1e-2d7f3a9b8c01')).toBe('<title>respondent</title>');
  });
});
