import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PeilApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createLoggerOptions } from '../lib/logger.js';
import { buildSurveyWithQuestions } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';

/**
 * The log stream of a real app, captured line by line: answers, e-mail addresses and query
 * parameters must never reach it, even when a query fails with the answer as its parameter.
 */
const loggers = {
  "Peil's logger options": (stream: { write(line: string): void }) => createLoggerOptions('info', stream),
  // The error handler alone must keep the answer out, whatever logger the app was given.
  "pino's default serializers": (stream: { write(line: string): void }) => ({ level: 'info', stream }),
};

describe.each(Object.entries(loggers))('request logs with %s', (name, loggerOptions) => {
  let database: Database;
  let app: PeilApp;
  const lines: string[] = [];
  const logged = () => lines.join('\n');
  const stream = { write: (line: string) => void lines.push(line) };
  const itWithPeilOptions = name === "Peil's logger options" ? it : it.skip;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
    app = await buildApp({ config, database, logger: loggerOptions(stream) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  itWithPeilOptions('are JSON lines with a request id, without the query string', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/status?search=query-marker-1234' });
    expect(response.statusCode).toBeLessThan(500);
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string } });
    const incoming = entries.find((entry) => entry.req);
    expect(incoming?.req?.url).toBe('/status');
    expect(entries.filter((entry) => entry.reqId === incoming?.reqId).length).toBeGreaterThanOrEqual(2);
    expect(logged()).not.toContain('query-marker-1234');
  });

  itWithPeilOptions('replace e-mail addresses in a logged path', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/remove-from-mailing/3f1e9a52-0000-4000-8000-000000000000/patient.marker%40example.org/nl',
    });
    await app.inject({ method: 'GET', url: '/api/v1/unknown/other.marker@example.org' });
    expect(logged()).toContain('/remove-from-mailing/3f1e9a52-0000-4000-8000-000000000000/[email]/nl');
    expect(logged()).toContain('/api/v1/unknown/[email]');
    expect(logged()).not.toMatch(/marker/);
  });

  it('hold no answer text when saving it fails in the database', async () => {
    const built = await buildSurveyWithQuestions(database, { pages: [[{ type: 4 }]] });
    const token = (
      await app.inject({ method: 'POST', url: `/api/v1/respondent/get_respondent_token/${built.survey.uuid}/nl` })
    ).json().token as string;
    // Every insert of an open answer now fails, as a full disk or a broken constraint would.
    await database.raw(`create function refuse_answer_text() returns trigger language plpgsql as $$
      begin raise exception 'answer texts are refused'; end $$`);
    await database.raw(`create trigger refuse_answer_text before insert on answer_texts
      for each row execute function refuse_answer_text()`);
    lines.length = 0;
    const marker = 'Open answer marker 7f3a: my IVF treatment';
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/respondent/save_page_response/',
      payload: { token, page: 1, answers: [{ position: 1, answer: marker }] },
    });
    await database.raw('drop trigger refuse_answer_text on answer_texts');
    expect(response.statusCode).toBe(500);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.err?.code).toBe('P0001');
    expect(logged()).not.toContain('7f3a');
    expect(logged()).not.toContain(token);
  });
});
