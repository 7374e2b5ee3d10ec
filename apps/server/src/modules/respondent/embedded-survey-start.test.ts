import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEmbeddedSurveyStart } from '@peil/contract/respondent-rules';
import { buildApp, type PeilApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { buildSurveyWithQuestions, type BuiltSurvey } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { EmbedBudget, startRequestOfPage, withEmbeddedStart } from './embedded-survey-start.js';
import { findSurveyStart } from './survey-start.js';

const BLOCK = /<script type="application\/json" id="peil-survey-start">(.*?)<\/script>/s;

function embeddedIn(html: string): TEmbeddedSurveyStart | null {
  const block = BLOCK.exec(html);
  return block ? (JSON.parse(block[1]!) as TEmbeddedSurveyStart) : null;
}

describe('the survey start put into the respondent page', () => {
  it('asks for the locale the app would ask for', () => {
    expect(startRequestOfPage('/vragenlijst/abc', undefined)).toEqual({ id: 'abc', locale: 'nl' });
    expect(startRequestOfPage('/fragebogen/abc/preview?locale=de-at', undefined)).toEqual({
      id: 'abc',
      locale: 'de-at',
    });
    // A locale of another link word is not taken: the link's own locale is.
    expect(startRequestOfPage('/fragebogen/abc?locale=fr', undefined)).toEqual({ id: 'abc', locale: 'de' });
    expect(startRequestOfPage('/language-selection/abc', 'sv-SE,sv;q=0.9,en;q=0.8')).toEqual({
      id: 'abc',
      locale: 'se',
    });
    expect(startRequestOfPage('/language-selection/abc', 'fr-FR')).toEqual({ id: 'abc', locale: 'fr' });
    expect(startRequestOfPage('/language-selection/abc', 'ja')).toEqual({ id: 'abc', locale: 'en' });
    expect(startRequestOfPage('/language-selection/abc', undefined)).toEqual({ id: 'abc', locale: 'en' });
    expect(startRequestOfPage('/language-selection/a%20b', undefined)).toEqual({ id: 'a b', locale: 'en' });
    expect(startRequestOfPage('/vragenlijst/', undefined)).toBeNull();
    expect(startRequestOfPage('/remove-from-mailing/abc/x@example.org/nl', undefined)).toBeNull();
  });

  it('keeps any survey text inside its JSON block', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = withEmbeddedStart('<html><head><title>r</title></head><body></body></html>', {
      id: 'abc',
      locale: 'nl',
      start: { name: hostile } as TEmbeddedSurveyStart['start'],
    });
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(embeddedIn(html)?.start.name).toBe(hostile);
    expect(html).toMatch(/<\/script><\/head>/);
  });

  it('puts the survey in for 30 pages a minute per address', () => {
    const budget = new EmbedBudget();
    for (let page = 0; page < 30; page++) expect(budget.tryTake('10.0.0.1', 1_000)).toBe(true);
    expect(budget.tryTake('10.0.0.1', 1_000)).toBe(false);
    expect(budget.tryTake('10.0.0.2', 1_000)).toBe(true);
    expect(budget.tryTake('10.0.0.1', 61_000)).toBe(true);
  });

  describe('served', () => {
    let database: Database;
    let app: PeilApp;
    let distDir: string;
    let built: BuiltSurvey;

    beforeAll(async () => {
      distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'peil-embed-dist-'));
      await fs.writeFile(path.join(distDir, 'index.html'), '<html><head><title>staff</title></head></html>');
      await fs.writeFile(path.join(distDir, 'survey.html'), '<html><head><title>respondent</title></head></html>');
      database = await openTestDatabase();
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir });
      app = await buildApp({ config, database, serveWebApp: true });
      await app.ready();
      built = await buildSurveyWithQuestions(database, {
        locales: ['nl', 'en'],
        pages: [[{ type: 5 }], [{ type: 8 }]],
      });
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await fs.rm(distDir, { recursive: true, force: true });
    });

    const page = (url: string, address: string, acceptLanguage?: string) =>
      app.inject({
        method: 'GET',
        url,
        remoteAddress: address,
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });

    it('gives the survey page what respondent_start answers, in the link locale', async () => {
      const response = await page(`/vragenlijst/${built.survey.uuid}`, '192.0.2.1');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeTruthy();
      expect(embeddedIn(response.body)).toEqual({
        id: built.survey.uuid,
        locale: 'nl',
        start: JSON.parse(JSON.stringify(await findSurveyStart(database.db, built.survey.uuid, 'nl'))) as unknown,
      });
      expect(embeddedIn(response.body)?.start.pages).toHaveLength(2);
    });

    it("gives the language selection the survey in the browser's language", async () => {
      const response = await page(`/language-selection/${built.survey.uuid}`, '192.0.2.2', 'en-GB,en;q=0.9');
      expect(embeddedIn(response.body)).toMatchObject({ id: built.survey.uuid, locale: 'en' });
      expect(embeddedIn(response.body)?.start.locales).toEqual(['nl', 'en']);
    });

    it('sends the plain page for an unknown survey, a staff page, and past the budget', async () => {
      const unknown = await page('/vragenlijst/00000000-0000-4000-8000-000000000000', '192.0.2.3');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toContain('<title>respondent</title>');
      expect(embeddedIn(unknown.body)).toBeNull();
      expect(embeddedIn((await page('/dashboard', '192.0.2.3')).body)).toBeNull();

      const address = '192.0.2.4';
      for (let count = 0; count < 30; count++) {
        expect(embeddedIn((await page(`/vragenlijst/${built.survey.uuid}`, address)).body)).not.toBeNull();
      }
      const past = await page(`/vragenlijst/${built.survey.uuid}`, address);
      expect(past.body).toContain('<title>respondent</title>');
      expect(embeddedIn(past.body)).toBeNull();
    });
  });
});
