import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type BenchPostgres = { serverUrl: string; stop(): void };

/**
 * The PostgreSQL server for the bench: BENCH_DATABASE_URL when given (a database on it is
 * created per figure), otherwise a throwaway cluster when the machine has PostgreSQL and root.
 */
export function startBenchPostgres(): BenchPostgres | undefined {
  if (process.env.BENCH_DATABASE_URL) return { serverUrl: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const hasInitdb = fs.existsSync('/usr/lib/postgresql') && process.getuid?.() === 0;
  if (!hasInitdb) return undefined;
  const dir = `/tmp/peil-bench-pg-${process.pid}`;
  const script = path.join(root, 'scripts/postgres-throwaway.sh');
  // A port of its own, so two benches (or a bench beside CI) do not collide.
  const port = String(55_440 + (process.pid % 500));
  const serverUrl = execFileSync(script, ['start', dir, port], { encoding: 'utf8' }).trim();
  return { serverUrl, stop: () => execFileSync(script, ['stop', dir]) };
}

export async function createBenchDatabase(serverUrl: string): Promise<string> {
  const name = `peil_bench_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The database of one PostgreSQL figure: `keptUrl` when given (a database seeded by an earlier
 * run, measured as it is and left in place), else a new one, dropped by `done` unless
 * BENCH_KEEP_DATABASES=1 (then its address is printed for the next run).
 */
export async function openBenchDatabase(
  serverUrl: string,
  keptUrl: string | undefined,
): Promise<{ url: string; done(): Promise<void> }> {
  if (keptUrl) return { url: keptUrl, done: async () => {} };
  const url = await createBenchDatabase(serverUrl);
  return {
    url,
    done: async () => {
      if (process.env.BENCH_KEEP_DATABASES === '1') {
        console.log(`(kept: ${url})`);
        return;
      }
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${new URL(url).pathname.slice(1)}`);
      await client.end();
    },
  };
}
