import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PeilApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { buildUser, loginAs } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';

/** A staff session's state-changing request is refused unless it comes from Peil's own pages. */
describe('origin check', () => {
  let database: Database;
  let app: PeilApp;
  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://peil.example.org' }),
      database,
    });
    const user = await buildUser(database, { role: 3 });
    cookie = await loginAs(app, user);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const storeLanguage = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/language_locale',
      headers: { host: 'peil.internal:3000', ...headers },
      payload: { language_locale: 'de' },
    });

  it('lets a session change something from Peil itself, from its public address, or without an Origin', async () => {
    for (const origin of [
      'http://peil.internal:3000',
      'https://peil.internal:3000',
      'https://peil.example.org',
      undefined,
    ]) {
      const response = await storeLanguage({ cookie, ...(origin && { origin }) });
      expect(response.statusCode, String(origin)).toBe(200);
    }
  });

  it('refuses another site, and an Origin of null that carries a session', async () => {
    for (const origin of ['https://evil.example', 'http://peil.example.org', 'null']) {
      const response = await storeLanguage({ cookie, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().error.message).toBe('Cross-site request refused.');
    }
  });

  it('lets a request without a session through an Origin of null (a respondent carries no cookie)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/respondent/save_page_response/',
      headers: { origin: 'null', cookie: 'other=1' },
      payload: { token: '1.unknown', page: 1, answers: [] },
    });
    // Refused for its unknown token, not for its origin.
    expect(response.statusCode).toBe(401);
  });
});
