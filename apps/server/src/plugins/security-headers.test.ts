import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PeilApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createSession } from '../modules/auth/session-store.js';
import { buildUser } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-headers-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><script type="module" src="/assets/app.js"></script>',
);
fs.writeFileSync(
  path.join(distDir, 'survey.html'),
  '<!doctype html><script type="module" src="/assets/s.js"></script>',
);
fs.writeFileSync(
  path.join(distDir, 'login.html'),
  '<!doctype html><script type="module" src="/assets/login.js"></script>',
);
fs.writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');

type Headers = Record<string, string | string[] | number | undefined>;

function policyOf(headers: Headers): Record<string, string> {
  const csp = String(headers['content-security-policy']);
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

function expectSecurityHeaders(headers: Headers, what: string): void {
  const directives = policyOf(headers);
  expect(directives['script-src'], what).toBe("'self'");
  expect(directives['default-src'], what).toBe("'self'");
  expect(directives['frame-ancestors'], what).toBe("'none'");
  expect(directives['img-src'], what).toContain('data:');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  let database: Database;
  let app: PeilApp;
  let httpsApp: PeilApp;
  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { NODE_ENV: 'test', WEB_DIST_DIR: distDir };
    app = await buildApp({
      config: loadConfig({ ...env, PUBLIC_URL: 'http://localhost:3000' }),
      database,
      serveWebApp: true,
    });
    httpsApp = await buildApp({
      config: loadConfig({ ...env, PUBLIC_URL: 'https://peil.example.org' }),
      database,
      serveWebApp: true,
    });
    const user = await buildUser(database, { role: 4 });
    cookie = `peil_session=${(await createSession(database.db, user.id, false)).token}`;
  });
  afterAll(async () => {
    await app.close();
    await httpsApp.close();
    await database.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const requests = [
    { what: 'login page', method: 'GET', url: '/login', status: 200, type: /text\/html/ },
    { what: 'staff page', method: 'GET', url: '/dashboard', status: 200, type: /text\/html/ },
    { what: 'respondent page', method: 'GET', url: '/language-selection/x', status: 200, type: /text\/html/ },
    { what: 'asset', method: 'GET', url: '/assets/app.js', status: 200, type: /javascript/ },
    { what: 'API answer', method: 'GET', url: '/api/v1/isSessionValid', status: 200, type: /json/ },
    { what: 'health check', method: 'GET', url: '/status', status: 200, type: /json/ },
    { what: 'validation error', method: 'POST', url: '/api/v1/login', status: 400, type: /json/ },
    { what: 'missing session', method: 'GET', url: '/api/v1/survey/list', status: 401, type: /json/ },
    { what: 'unknown API path', method: 'GET', url: '/api/v1/no-such-route', status: 404, type: /json/ },
    { what: 'unknown route', method: 'DELETE', url: '/nothing', status: 404, type: /json/ },
  ] as const;

  it.each(requests)('are on every $what', async ({ what, method, url, status, type }) => {
    const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode, what).toBe(status);
    expect(String(response.headers['content-type'])).toMatch(type);
    expectSecurityHeaders(response.headers, what);
    expect(response.headers['strict-transport-security'], what).toBeUndefined();
  });

  it('let only the respondent pages show images from other https hosts (option images)', async () => {
    for (const url of [
      '/language-selection/x',
      '/vragenlijst/x',
      '/aistibyan/x/preview',
      '/remove-from-mailing/1/a/nl',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(policyOf(response.headers)['img-src'], url).toBe("'self' data: blob: https:");
    }
    for (const url of ['/login', '/dashboard', '/api/v1/isSessionValid', '/status', '/vragenlijsten']) {
      const response = await app.inject({ method: 'GET', url });
      expect(policyOf(response.headers)['img-src'], url).toBe("'self' data: blob:");
    }
  });

  it('include HSTS only when PUBLIC_URL is https', async () => {
    for (const { what, method, url } of requests) {
      const response = await httpsApp.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expectSecurityHeaders(response.headers, what);
      expect(String(response.headers['strict-transport-security']), what).toMatch(/max-age=31536000/);
    }
  });

  it('keep the API documentation for signed-in staff', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const anonymous = await app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expectSecurityHeaders(anonymous.headers, url);
    }
    const signedIn = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().openapi).toMatch(/^3\./);
    const page = await app.inject({ method: 'GET', url: '/api/docs/', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>|<script (?![^>]*src=)/);
    expectSecurityHeaders(page.headers, 'docs page');
  });
});
