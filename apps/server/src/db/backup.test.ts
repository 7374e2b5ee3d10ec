import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPE } from '@peil/contract/domain';
import { hashToken } from '../lib/tokens.js';
import { pruneBackups, runNightlyBackup } from './backup.js';
import { bootstrapDatabase } from './bootstrap.js';
import { openDatabase, type Database } from './database.js';
import { migratedPglite } from '../test/test-database.js';
import { waitUntilReady } from '../test/wait-until-ready.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-backup-'));
const children: ChildProcess[] = [];

type Counts = { respondents: number; answers: number; users: number };

async function countRows(database: Database): Promise<Counts> {
  const [counts] = await database.raw<Counts>(
    `select (select count(*)::int from respondents) as respondents, (select count(*)::int from answers) as answers,
            (select count(*)::int from users) as users`,
  );
  return counts!;
}

async function countsIn(dataDir: string): Promise<Counts & { saves: number; shapes: number }> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    // A save writes a page's answers in one transaction: every saved page has the same rows.
    const [load] = await database.raw<{ saves: number; shapes: number }>(
      `select count(*)::int as saves, count(distinct stored)::int as shapes from
         (select count(*) as stored from answers where respondent_id >= $1 group by respondent_id) p`,
      [page.firstLoadRespondent],
    );
    return { ...(await countRows(database)), ...load! };
  } finally {
    await database.close();
  }
}

type FirstPage = {
  surveyId: number;
  questions: { type: number; optionId: number | null }[];
  /** The load's respondents are the ones from here on. */
  firstLoadRespondent: number;
};
let page: FirstPage;

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number; exited: Promise<unknown> }> {
  const server = await startListening(dataDir);
  await waitUntilReady(`http://127.0.0.1:${server.port}`);
  return server;
}

function startListening(dataDir: string): Promise<{ child: ChildProcess; port: number; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  });
  children.push(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), exited });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('backup and restore of the embedded database', () => {
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('backs up a running server under save load and restores the same counts into a fresh directory', async () => {
    const source = path.join(scratch, 'source');
    const tokens = Array.from({ length: 3000 }, (_, i) => `backup-${i}`);
    // From the run's migrated database: the backup and restore of that data is under test here.
    const seeding = await openDatabase({ kind: 'pglite', dataDir: source, loadDataDir: migratedPglite() });
    await bootstrapDatabase(
      seeding,
      { adminPassword: 'backup-password', seedDemoData: true },
      () => {},
      () => {},
      {
        respondents: 40,
      },
    );
    const rows = await seeding.raw<{ survey_id: number; type: number; option_id: number | null }>(
      `select q.survey_id, q.type, (select min(o.id) from question_options o where o.question_id = q.id) as option_id
       from questions q join survey_pages p on p.id = q.page_id
       where q.survey_id = (select min(id) from surveys) and p.position = 1 order by q.position`,
    );
    const [{ firstId }] = (await seeding.raw<{ firstId: number }>(
      'select coalesce(max(id), 0)::int + 1 as "firstId" from respondents',
    )) as [{ firstId: number }];
    page = {
      surveyId: rows[0]!.survey_id,
      questions: rows.map((r) => ({ type: r.type, optionId: r.option_id })),
      firstLoadRespondent: firstId,
    };
    await seeding.raw(
      `insert into respondents (survey_id, locale, token_hash, token_expires_at, is_dummy)
       select $1, 'en', t, now() + interval '4 hours', true from unnest($2::text[]) t`,
      [page.surveyId, `{${tokens.map(hashToken).join(',')}}`],
    );
    const seeded = await countRows(seeding);
    await seeding.close();

    const server = await startServer(source);
    const answers = page.questions.map((q, i) => ({
      position: i + 1,
      answer:
        q.type === QUESTION_TYPE.number ? 2 : q.type === QUESTION_TYPE.date ? '2024-05-01' : { option: q.optionId },
    }));
    let next = 0;
    let acknowledged = 0;
    let loading = true;
    const worker = async () => {
      while (loading && next < tokens.length) {
        const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/respondent/save_page_response/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: tokens[next++], page: 1, answers }),
        });
        expect(response.status).toBe(200);
        acknowledged++;
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, worker));
    while (acknowledged < 50) await new Promise((resolve) => setTimeout(resolve, 50));

    const underLoad = path.join(scratch, 'under-load.tar.gz');
    const acknowledgedBefore = acknowledged;
    const backup = await run(['src/db/backup-cli.ts', 'backup', underLoad], { DATA_DIR: source });
    expect(backup.output).toMatch(/from the running server/);
    expect(backup.code).toBe(0);
    const acknowledgedAfter = acknowledged;
    expect(acknowledgedAfter).toBeGreaterThan(acknowledgedBefore);

    loading = false;
    await load;
    const quiesced = path.join(scratch, 'quiesced.tar.gz');
    expect((await run(['src/db/backup-cli.ts', 'backup', quiesced], { DATA_DIR: source })).code).toBe(0);
    server.child.kill('SIGTERM');
    await server.exited;
    // Nothing wrote after the quiesced backup, so the stopped source holds that moment's counts.
    const sourceCounts = await countsIn(source);
    expect(sourceCounts).toMatchObject({ respondents: seeded.respondents, users: seeded.users, saves: acknowledged });
    expect(sourceCounts.shapes).toBe(1);

    const restored = path.join(scratch, 'restored');
    const restore = await run(['src/db/backup-cli.ts', 'restore', quiesced], { DATA_DIR: restored });
    expect(restore.code, restore.output).toBe(0);
    expect(await countsIn(restored)).toEqual(sourceCounts);

    const restoredUnderLoad = path.join(scratch, 'restored-under-load');
    expect((await run(['src/db/backup-cli.ts', 'restore', underLoad], { DATA_DIR: restoredUnderLoad })).code).toBe(0);
    const loadCounts = await countsIn(restoredUnderLoad);
    expect(loadCounts.shapes).toBe(1);
    expect(loadCounts.users).toBe(sourceCounts.users);
    // Six workers: at most six saves were between acknowledgement and the count.
    expect(loadCounts.saves).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(loadCounts.saves).toBeLessThanOrEqual(acknowledgedAfter + 6);
  }, 240_000);

  it('refuses to restore into a directory that is not empty, and backs up a stopped directory under its lock', async () => {
    const dataDir = path.join(scratch, 'restored');
    const file = path.join(scratch, 'stopped.tar.gz');
    const refused = await run(['src/db/backup-cli.ts', 'restore', path.join(scratch, 'quiesced.tar.gz')], {
      DATA_DIR: dataDir,
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty/);

    const stopped = await run(['src/db/backup-cli.ts', 'backup', file], { DATA_DIR: dataDir });
    expect(stopped.code, stopped.output).toBe(0);
    expect(stopped.output).not.toMatch(/running server/);
    expect(fs.existsSync(path.join(dataDir, 'peil.lock'))).toBe(false);
    const again = path.join(scratch, 'again');
    expect((await run(['src/db/backup-cli.ts', 'restore', file], { DATA_DIR: again })).code).toBe(0);
    expect(await countsIn(again)).toEqual(await countsIn(dataDir));
  }, 120_000);

  it('writes one nightly backup per local day from 02:00 on and keeps the newest BACKUP_KEEP', async () => {
    const dataDir = path.join(scratch, 'nightly-data');
    const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: migratedPglite() });
    const dir = path.join(dataDir, 'backups');
    try {
      const nightly = (iso: string) =>
        runNightlyBackup({
          pglite: database.pglite!,
          dataDir,
          dir,
          keep: 3,
          timeZone: 'Europe/Amsterdam',
          now: new Date(iso),
        });
      // 00:30 UTC is 01:30 in Amsterdam: too early; 01:30 UTC on 1 March is 02:30 local.
      expect(await nightly('2026-03-01T00:30:00Z')).toBeUndefined();
      expect(await nightly('2026-03-01T01:30:00Z')).toBe(path.join(dir, 'peil-2026-03-01.tar.gz'));
      expect(await nightly('2026-03-01T20:00:00Z')).toBeUndefined();
      // 23:30 UTC on 1 March is already 2 March in Amsterdam.
      expect(await nightly('2026-03-01T23:30:00Z')).toBeUndefined();
      for (const day of ['02', '03', '04', '05']) await nightly(`2026-03-${day}T03:00:00Z`);
      fs.writeFileSync(path.join(dir, 'before-upgrade.tar.gz'), 'kept');
      pruneBackups(dir, 3);
      expect(fs.readdirSync(dir).sort()).toEqual([
        'before-upgrade.tar.gz',
        'peil-2026-03-03.tar.gz',
        'peil-2026-03-04.tar.gz',
        'peil-2026-03-05.tar.gz',
      ]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
