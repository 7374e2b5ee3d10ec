import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PeilApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { buildSurveyWithQuestions, buildUser, loginAs } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';

/**
 * Built assets go out as the .br or .gz file the build wrote beside them, API answers above
 * 1 KB are compressed on the fly, and the apps' HTML is never cached without asking.
 */
describe('compression', () => {
  let database: Database;
  let app: PeilApp;
  let distDir: string;
  const script = `console.log(${JSON.stringify('peil '.repeat(400))});`;

  beforeAll(async () => {
    // Each encoding of the asset says which file was sent, so the test sees the choice made.
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'peil-compression-dist-'));
    await fs.mkdir(path.join(distDir, 'assets'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<title>staff</title>');
    await fs.writeFile(path.join(distDir, 'survey.html'), '<title>respondent</title>');
    await fs.writeFile(path.join(distDir, 'login.html'), '<title>login</title>');
    await fs.writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    await fs.writeFile(path.join(distDir, 'assets/app.js'), script);
    await fs.writeFile(path.join(distDir, 'assets/app.js.br'), zlib.brotliCompressSync('"brotli file"'));
    await fs.writeFile(path.join(distDir, 'assets/app.js.gz'), zlib.gzipSync('"gzip file"'));
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir });
    app = await buildApp({ config, database, serveWebApp: true });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(cookie ? { cookie } : {}) },
    });

  it('sends the pre-compressed asset the browser accepts, brotli first', async () => {
    const brotli = await get('/assets/app.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('"brotli file"');

    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('"gzip file"');

    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toMatch(/immutable/);
  });

  it('asks the server again for the HTML of the apps', async () => {
    for (const url of ['/login', '/vragenlijst/6f1c1d7e-5b8a-4f43-9c1e-2d7f3a9b8c01']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers /robots.txt with the file, not with the staff app', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('compresses API answers above 1 KB and leaves small ones as they are', async () => {
    const user = await buildUser(database, { role: 1 });
    const cookie = await loginAs(app, user);
    for (let i = 0; i < 12; i++) {
      await buildSurveyWithQuestions(database, { organizationId: user.organizationId, pages: [[{ type: 5 }]] });
    }
    const list = await get('/api/v1/survey/list', 'gzip, br', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const surveys = JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString()) as unknown[];
    expect(surveys.length).toBeGreaterThanOrEqual(12);

    const status = await get('/status', 'gzip, br');
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-encoding']).toBeUndefined();
  });
});
