import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock.js';
import { openDatabase } from './database.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const childScript = path.join(serverRoot, 'src/test/durability-child.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-durability-'));

function startChild(name: string): Promise<{ child: ChildProcess; id: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir, name], { cwd: serverRoot });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ack (\d+)/.exec(output);
      if (match) resolve({ child, id: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('embedded database on disk', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process while the first runs, and keeps acknowledged rows after kill -9', async () => {
    const first = await startChild('Kliniek vóór kill -9');
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await killHard(first.child);

    // The stale lock of the killed process is taken over; the committed row is there.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await reopened.query<{ name: string }>(sql`select name from clients where id = ${first.id}`);
    expect(rows).toEqual([{ name: 'Kliniek vóór kill -9' }]);
    await reopened.close();
    expect(fs.existsSync(path.join(dataDir, 'peil.lock'))).toBe(false);
  }, 120_000);

  it('keeps data across a clean close and reopen', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.query(sql`insert into clients (name) values ('Na herstart')`);
    await database.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await again.query<{ count: number }>(
      sql`select count(*)::int as count from clients where name = 'Na herstart'`,
    );
    expect(rows[0]!.count).toBe(1);
    await again.close();
  }, 180_000);
});
