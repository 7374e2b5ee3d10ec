import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@peil/contract/domain';
import { buildApp, type PeilApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { buildOrganization, buildSurveyWithQuestions, buildUser, loginAs } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';

/** Spec §9: old survey ids of the previous system redirect to the language selection of the survey. */
describe('old survey links', () => {
  let database: Database;
  let app: PeilApp;
  let distDir: string;
  const cookies: Record<'superadmin' | 'admin' | 'researcher', string> = { superadmin: '', admin: '', researcher: '' };
  let target: { id: number; uuid: string };
  let other: { id: number; uuid: string };

  const call = (method: 'GET' | 'POST', url: string, payload?: object, who = cookies.superadmin) =>
    app.inject({ method, url, payload, headers: { cookie: who } });

  beforeAll(async () => {
    // A stand-in for the built web apps: the redirect happens before any file is chosen.
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'peil-legacy-dist-'));
    await fs.writeFile(path.join(distDir, 'index.html'), '<title>staff</title>');
    await fs.writeFile(path.join(distDir, 'survey.html'), '<title>respondent</title>');
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir });
    app = await buildApp({ config, database, serveWebApp: true });
    await app.ready();

    const organizationId = (await buildOrganization(database)).id;
    for (const name of ['superadmin', 'admin', 'researcher'] as const) {
      const user = await buildUser(database, { role: ROLE[name], organizationId });
      cookies[name] = await loginAs(app, user);
    }
    const built = await buildSurveyWithQuestions(database, { organizationId, pages: [[{ type: 5 }]] });
    target = { id: built.survey.id, uuid: built.survey.uuid };
    const second = await buildSurveyWithQuestions(database, { organizationId, pages: [[{ type: 5 }]] });
    other = { id: second.survey.id, uuid: second.survey.uuid };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('saves the old ids of a survey and redirects their links to its language selection', async () => {
    expect((await call('GET', `/api/v1/survey/legacy_links/${target.id}`)).json()).toEqual({ oldIds: [] });
    const saved = await call('POST', '/api/v1/survey/save_legacy_links', {
      surveyId: target.id,
      oldIds: ['4711', ' kliniek_oost-2 '],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ oldIds: ['4711', 'kliniek_oost-2'] });

    for (const [url, location] of [
      ['/vragenlijst/4711', `/language-selection/${target.uuid}`],
      ['/fragebogen/kliniek_oost-2?utm=poster', `/language-selection/${target.uuid}?utm=poster`],
      ['/language-selection/4711/preview', `/language-selection/${target.uuid}/preview`],
    ]) {
      const response = await app.inject({ method: 'GET', url: url! });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe(location);
    }
    // Links of this system, unknown ids and other paths are served as before.
    const current = await app.inject({ method: 'GET', url: `/language-selection/${target.uuid}` });
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('respondent');
    expect((await app.inject({ method: 'GET', url: '/vragenlijst/9999' })).statusCode).toBe(200);
    // A malformed escape is refused by the router itself, never a server error.
    expect((await app.inject({ method: 'GET', url: '/vragenlijst/%E0%A4%A' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/dashboard/4711' })).body).toContain('staff');

    // Saving replaces the list; an empty list removes the redirects.
    await call('POST', '/api/v1/survey/save_legacy_links', { surveyId: target.id, oldIds: ['4711'] });
    expect((await app.inject({ method: 'GET', url: '/fragebogen/kliniek_oost-2' })).statusCode).toBe(200);
  });

  it('refuses an old id that leads to another survey, and bad ids, writing nothing', async () => {
    const taken = await call('POST', '/api/v1/survey/save_legacy_links', {
      surveyId: other.id,
      oldIds: ['12', '4711'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('4711');
    expect(taken.json().error.issues).toEqual([{ path: 'oldIds.1', message: expect.any(String) }]);
    expect((await call('GET', `/api/v1/survey/legacy_links/${other.id}`)).json()).toEqual({ oldIds: [] });

    for (const oldIds of [['a b'], [target.uuid], ['x'.repeat(65)], ['7', '7'], ['']]) {
      const response = await call('POST', '/api/v1/survey/save_legacy_links', { surveyId: other.id, oldIds });
      expect(response.statusCode, JSON.stringify(oldIds)).toBe(400);
    }
    const unknown = await call('POST', '/api/v1/survey/save_legacy_links', { surveyId: 999_999, oldIds: ['1'] });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/survey/legacy_links/${target.id}`)).json()).toEqual({ oldIds: ['4711'] });
  });

  it('is for superadmins only', async () => {
    for (const who of [cookies.admin, cookies.researcher]) {
      expect((await call('GET', `/api/v1/survey/legacy_links/${target.id}`, undefined, who)).statusCode).toBe(403);
      const save = await call('POST', '/api/v1/survey/save_legacy_links', { surveyId: target.id, oldIds: [] }, who);
      expect(save.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: `/api/v1/survey/legacy_links/${target.id}` })).statusCode).toBe(401);
    expect((await call('GET', `/api/v1/survey/legacy_links/${target.id}`)).json()).toEqual({ oldIds: ['4711'] });
  });
});
