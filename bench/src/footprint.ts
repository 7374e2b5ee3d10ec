import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase, type BenchPostgres } from './postgres.js';
import { printFigure, printHeading } from './report.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CLOCK_TICKS_PER_SECOND = 100;

type Footprint = { wallMs: number; cpuSeconds: number; idleRssMb: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** User plus system CPU time of a process so far, from /proc (Linux). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

function rssMbOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line![1]) / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts `command`, waits for `GET url` to answer 200 (bounded to two minutes), then leaves it idle
 * for IDLE_SECONDS and reads its resident memory. The start figures are taken at the first 200.
 */
async function measure(command: string[], env: Record<string, string>, readyPath: string | null): Promise<Footprint> {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    let wallMs = 0;
    let cpuSeconds = 0;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(20)) {
      if (child.exitCode !== null) throw new Error(`exited early: ${output.slice(-400)}`);
      const base = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const ready = readyPath === null ? /^ready$/m.test(output) : base && (await answers200(base + readyPath));
      if (ready) {
        wallMs = performance.now() - started;
        cpuSeconds = cpuSecondsOf(child.pid!);
        break;
      }
    }
    if (wallMs === 0) throw new Error(`not ready within two minutes: ${output.slice(-400)}`);
    await sleep(IDLE_SECONDS * 1000);
    return { wallMs, cpuSeconds, idleRssMb: rssMbOf(child.pid!) };
  } finally {
    await stop(child);
  }
}

async function answers200(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

const SERVER = [process.execPath, 'scripts/start.mjs'];
// Info, so that the "listening at" line gives the port.
const serverEnv = (env: Record<string, string>) => ({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });

/** The floor on the embedded database: node opening PGlite on the same data with its own defaults. */
const PGLITE_FLOOR = [
  process.execPath,
  '--input-type=module',
  '-e',
  `import { PGlite } from '@electric-sql/pglite';
   const db = new PGlite({ dataDir: process.env.DATA_DIR + '/pgdata' });
   await db.query('select count(*) from answers');
   console.log('ready');
   setInterval(() => {}, 60_000);
   process.on('SIGTERM', async () => { await db.close(); process.exit(0); });`,
];

/** The floor on PostgreSQL: node with a pg pool that ran one query. */
const POSTGRES_FLOOR = [
  process.execPath,
  '--input-type=module',
  '-e',
  `import pg from 'pg';
   const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, idleTimeoutMillis: 0 });
   await pool.query('select 1');
   console.log('ready');
   setInterval(() => {}, 60_000);
   process.on('SIGTERM', async () => { await pool.end(); process.exit(0); });`,
];

function printFootprint(label: string, peil: Footprint[], floor: Footprint[]): void {
  const of = (runs: Footprint[], key: keyof Footprint) => median(runs.map((run) => run[key]));
  printFigure(`${label}: start to first 200 on /status/ready`, of(peil, 'wallMs'), 'ms', {
    name: 'floor process ready',
    value: of(floor, 'wallMs'),
  });
  printFigure(`${label}: CPU until then`, of(peil, 'cpuSeconds'), 's', {
    name: 'floor',
    value: of(floor, 'cpuSeconds'),
  });
  printFigure(`${label}: idle resident memory after ${IDLE_SECONDS} s`, of(peil, 'idleRssMb'), 'MB', {
    name: 'floor',
    value: of(floor, 'idleRssMb'),
  });
}

/**
 * `npm run bench -- footprint`: the second start of the built server (`npm start`) on an existing
 * demo DATA_DIR, and on PostgreSQL: time and CPU to the first 200 on /status/ready, and resident
 * memory once idle. The floor beside each is a bare node process holding the same database open.
 */
export async function benchFootprint(postgres: BenchPostgres | undefined): Promise<void> {
  printHeading(`Start and idle memory of the built server (median of ${REPEATS})`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bench-footprint-'));
  try {
    // The first start generates the demo; the figures are of the starts after it.
    await measure(SERVER, serverEnv({ DATA_DIR: dataDir }), '/status/ready');
    const peil: Footprint[] = [];
    const floor: Footprint[] = [];
    for (let run = 0; run < REPEATS; run += 1) {
      peil.push(await measure(SERVER, serverEnv({ DATA_DIR: dataDir }), '/status/ready'));
      floor.push(await measure(PGLITE_FLOOR, { DATA_DIR: dataDir }, null));
    }
    printFootprint('embedded database with the demo', peil, floor);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (!postgres) {
    console.log('PostgreSQL: skipped (no PostgreSQL: set BENCH_DATABASE_URL or install postgresql)');
    return;
  }
  const url = await createBenchDatabase(postgres.serverUrl);
  await measure(SERVER, serverEnv({ DATABASE_URL: url, PEIL_DEMO_DATA: 'on' }), '/status/ready');
  const peil: Footprint[] = [];
  const floor: Footprint[] = [];
  for (let run = 0; run < REPEATS; run += 1) {
    peil.push(await measure(SERVER, serverEnv({ DATABASE_URL: url }), '/status/ready'));
    floor.push(await measure(POSTGRES_FLOOR, { DATABASE_URL: url }, null));
  }
  printFootprint('PostgreSQL with the demo', peil, floor);
}
