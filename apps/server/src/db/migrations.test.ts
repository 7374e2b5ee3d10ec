import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, MigrationError, openDatabase, type Database } from './database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../..');
// The schema as first released (commit c4badff): every later migration must run forward from it.
const firstMigrations = path.join(here, 'upgrade-fixtures/first-migrations');
const currentMigrations = path.join(here, 'migrations');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-migrations-'));

/** Demo data as the first release could hold it, written in that schema's SQL. */
const FIRST_RELEASE_DATA = `
insert into clients (id, name, benchmark_enabled, requires_signed_statement) values (1, 'Zorggroep Noord', true, false),
  (8, 'Kliniek Acht', false, false), (9, 'Kliniek Negen', false, false);
insert into organizations (id, client_id, name, is_home_organization) values (1, 1, 'Kliniek Assen', true), (2, 1, 'Kliniek Emmen', false);
insert into users (id, username, email, password_hash, role, organization_id, locale, signed_statements) values
  (1, 'admin', 'admin@example.org', 'argon2-hash-1', 1, 1, 'en', true),
  (2, 'beheer', 'beheer@example.org', 'argon2-hash-2', 2, 1, 'nl', true),
  (3, 'waarnemer', 'waarnemer@example.org', 'argon2-hash-3', 4, 2, 'de', false);
insert into projects (id, organization_id, name) values (1, 1, 'Tevredenheid 2026');
insert into dimensions (id, code, position) values (1, 'care', 1);
insert into dimension_texts (dimension_id, locale, name) values (1, 'nl', 'Zorg'), (1, 'en', 'Care');
insert into surveys (id, internal_name, status, organization_id, project_id, start_date, color) values
  (1, 'Polikliniek', 1, 1, 1, '2026-01-05', '#3b699c');
insert into survey_translations (survey_id, locale, title, description) values
  (1, 'nl', 'Hoe was uw bezoek?', 'Vijf minuten'), (1, 'en', 'How was your visit?', 'Five minutes');
insert into survey_pages (id, survey_id, position) values (1, 1, 1), (2, 1, 2);
insert into survey_page_texts (page_id, locale, title) values (1, 'nl', 'Ontvangst'), (2, 'nl', 'Afsluiting');
insert into questions (id, survey_id, page_id, position, type, required, dimension_id, importance) values
  (1, 1, 1, 1, 1, true, 1, 1.5), (2, 1, 2, 2, 3, false, null, 1);
insert into question_texts (question_id, locale, text) values (1, 'nl', 'Hoe werd u ontvangen?'), (2, 'nl', 'Opmerkingen');
insert into question_options (id, question_id, position, score) values (1, 1, 1, 0), (2, 1, 2, 2.5), (3, 1, 3, 5);
insert into option_texts (option_id, locale, text) values (1, 'nl', 'Slecht'), (2, 'nl', 'Redelijk'), (3, 'nl', 'Goed');
insert into respondents (id, survey_id, locale, token_hash, token_expires_at, started_at, finished_at) values
  (1, 1, 'nl', 'hash-1', '2026-02-01T12:00:00Z', '2026-01-31T22:30:00Z', '2026-01-31T22:40:00Z'),
  (2, 1, 'en', 'hash-2', '2026-02-02T12:00:00Z', '2026-02-01T09:00:00Z', null);
insert into answers (respondent_id, survey_id, question_id, option_id, number_value, answered_at) values
  (1, 1, 1, 3, null, '2026-01-31T22:35:00Z'), (2, 1, 1, 2, null, '2026-02-01T09:01:00Z');
insert into answer_texts (respondent_id, survey_id, question_id, text) values (1, 1, 2, 'Vriendelijk ontvangen');
insert into clusters (id, name) values (1, 'Poliklinieken');
insert into cluster_surveys (cluster_id, survey_id) values (1, 1);
insert into benchmark_settings (id, name, default_cluster_id) values (1, 'Standaard', 1);
insert into benchmark_setting_clusters (settings_id, cluster_id) values (1, 1);
update clients set benchmark_settings_id = 1 where id = 1;
insert into survey_shares (survey_id, user_id) values (1, 2);
insert into observer_project_access (user_id, project_id) values (3, 1);
insert into signed_statements (user_id, locale) values (1, 'en');
insert into mailing_lists (id, survey_id, organization_id, created_by_user_id, subject, from_name, from_email, title, message)
  values (1, 1, 1, 2, 'Uw mening', 'Kliniek Assen', 'info@peil.nl', 'Vragenlijst', 'Wilt u meedoen?');
insert into recipients (mailing_list_id, email, unsubscribed, sent_at) values
  (1, 'een@example.org', false, '2026-01-10T10:00:00Z'), (1, 'twee@example.org', false, '2026-01-10T10:00:00Z'),
  (1, 'Weg@Example.org', true, null), (1, 'later@example.org', false, null);
`;

async function rows<Row>(database: Database, text: string): Promise<Row[]> {
  return database.raw<Row>(text);
}

/** Tables, columns, types, defaults and nullability: what a migration set builds. */
async function schemaOf(database: Database): Promise<string[]> {
  const columns = await rows<{ c: string }>(
    database,
    `select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
            coalesce(column_default, '') as c
     from information_schema.columns where table_schema = 'public' order by 1`,
  );
  const constraints = await rows<{ c: string }>(
    database,
    `select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as c
     from pg_constraint where connamespace = 'public'::regnamespace order by 1`,
  );
  const indexes = await rows<{ c: string }>(
    database,
    `select indexdef as c from pg_indexes where schemaname = 'public' order by 1`,
  );
  return [...columns, ...constraints, ...indexes].map((row) => row.c);
}

describe('migrations', () => {
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('bring a database of the first release with its data forward to the current schema', async () => {
    const database = await openDatabase({ kind: 'pglite', migrationsFolder: firstMigrations });
    const fresh = await openDatabase({ kind: 'pglite' });
    try {
      await database.pglite!.exec(FIRST_RELEASE_DATA);
      expect(await rows(database, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: 1 }]);

      await applyMigrations(database);

      const journal = JSON.parse(fs.readFileSync(path.join(currentMigrations, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(await rows(database, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([
        { n: journal.entries.length },
      ]);
      expect(await schemaOf(database)).toEqual(await schemaOf(fresh));

      expect(
        await rows(
          database,
          `select (select count(*)::int from users) as users, (select count(*)::int from respondents) as respondents,
                  (select count(*)::int from answers) as answers, (select count(*)::int from answer_texts) as texts,
                  (select count(*)::int from survey_shares) as shares,
                  (select count(*)::int from observer_project_access) as observers`,
        ),
      ).toEqual([{ users: 3, respondents: 2, answers: 2, texts: 1, shares: 1, observers: 1 }]);
      expect(await rows(database, 'select username, email, role, organization_id from users order by id')).toEqual([
        { username: 'admin', email: 'admin@example.org', role: 1, organization_id: 1 },
        { username: 'beheer', email: 'beheer@example.org', role: 2, organization_id: 1 },
        { username: 'waarnemer', email: 'waarnemer@example.org', role: 4, organization_id: 2 },
      ]);
      expect(
        await rows(
          database,
          `select respondent_id::int, option_id, answered_at::text from answers order by respondent_id`,
        ),
      ).toEqual([
        { respondent_id: 1, option_id: 3, answered_at: '2026-01-31 22:35:00+00' },
        { respondent_id: 2, option_id: 2, answered_at: '2026-02-01 09:01:00+00' },
      ]);
      expect(await rows(database, 'select score::text from question_options order by id')).toEqual([
        { score: '0.000' },
        { score: '2.500' },
        { score: '5.000' },
      ]);
      // 0019: clients 1 and 8 needed the statement by their ids; now they have the flag.
      expect(await rows(database, 'select id, requires_signed_statement from clients order by id')).toEqual([
        { id: 1, requires_signed_statement: true },
        { id: 8, requires_signed_statement: true },
        { id: 9, requires_signed_statement: false },
      ]);
      // Later columns arrive with their defaults: translations stay offered.
      expect(await rows(database, 'select locale, title, offered from survey_translations order by locale')).toEqual([
        { locale: 'en', title: 'How was your visit?', offered: true },
        { locale: 'nl', title: 'Hoe was uw bezoek?', offered: true },
      ]);
      // 0006 keeps counts of sent mail and hashes of who unsubscribed, and drops the addresses.
      expect(await rows(database, 'select sent_count, failed_count from mailing_lists')).toEqual([
        { sent_count: 2, failed_count: 0 },
      ]);
      expect(await rows(database, 'select email from recipients')).toEqual([{ email: 'later@example.org' }]);
      expect(await rows(database, 'select email_hash from unsubscribed_addresses')).toEqual([
        { email_hash: crypto.createHash('sha256').update('weg@example.org').digest('hex') },
      ]);
    } finally {
      await database.close();
      await fresh.close();
    }
  }, 180_000);

  it('roll a failing migration back whole and name it in one line', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const folder = path.join(scratch, 'with-bad');
    fs.cpSync(currentMigrations, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: object[] };
    journal.entries.push({ idx: 99, version: '7', when: 1, tag: '0099_bad', breakpoints: true });
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    fs.writeFileSync(
      path.join(folder, '0099_bad.sql'),
      'ALTER TABLE "users" ADD COLUMN "half_done" integer;--> statement-breakpoint\nSELECT 1 / 0;',
    );
    try {
      const before = await schemaOf(database);
      const failure = await applyMigrations(database, folder).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as Error).message).toMatch(/^Migration 0099_bad failed and was rolled back.*division by zero$/);
      expect((failure as Error).message).not.toContain('\n');
      expect(await schemaOf(database)).toEqual(before);
      expect(
        await rows(database, 'select count(*)::int as n from drizzle.__drizzle_migrations where created_at = 1'),
      ).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it.skipIf(process.env.PEIL_TEST_DB === 'postgres')(
    'stop the start with one line naming the migration, and leave the data directory as it was',
    async () => {
      const dataDir = path.join(scratch, 'blocked');
      const first = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: firstMigrations });
      await first.pglite!.exec(`${FIRST_RELEASE_DATA}; create table login_attempts (id int)`);
      await first.close();

      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: serverRoot,
        env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^peil: Migration 0001_login_attempts failed and was rolled back/);
      expect(stderr).toMatch(/"login_attempts" already exists/);

      const after = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: firstMigrations });
      try {
        expect(await rows(after, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: 1 }]);
        expect(await rows(after, 'select count(*)::int as n from users')).toEqual([{ n: 3 }]);
      } finally {
        await after.close();
      }
    },
    120_000,
  );
});
