import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const childScript = path.join(serverRoot, 'src/test/lock-child.ts');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-lock-'));

const ROUNDS = 150;
const PROCESSES = 5;

type Contender = { child: ChildProcess; pid: number; next: () => Promise<string> };

/** A child that takes the lock of every directory it is sent, all of them at the same moment. */
function startContender(): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], { cwd: serverRoot });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      const resolve = waiting.shift();
      if (resolve) resolve(line);
      else lines.push(line);
    }
  });
  return {
    child,
    pid: child.pid!,
    next: () => {
      const line = lines.shift();
      return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** The pid of a process that has exited, as a lock left after kill -9 holds. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(run.stdout.toString());
}

describe('the data-directory lock', () => {
  const contenders: Contender[] = [];
  afterAll(() => {
    for (const c of contenders) c.child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a live owner and takes over the lock of a dead one', () => {
    const dir = fs.mkdtempSync(path.join(root, 'single-'));
    fs.writeFileSync(path.join(dir, 'peil.lock'), String(deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'peil.lock'), 'utf8')).toBe(String(process.pid));
    const parent = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(path.join(dir, 'peil.lock'), String(parent.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`pid ${parent.pid}`);
    } finally {
      parent.kill('SIGKILL');
    }
    fs.writeFileSync(path.join(dir, 'peil.lock'), String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'peil.lock'))).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('takes over a stale lock whose takeover was cut short by a crash', () => {
    const dir = fs.mkdtempSync(path.join(root, 'crashed-takeover-'));
    const lockPath = path.join(dir, 'peil.lock');
    fs.writeFileSync(lockPath, String(deadPid()));
    fs.writeFileSync(`${lockPath}.takeover-${fs.statSync(lockPath).ino}`, String(deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    expect(fs.readdirSync(dir)).toEqual(['peil.lock']);
    lock.release();
  });

  it(`gives a stale lock to exactly one of ${PROCESSES} processes starting at once, in each of ${ROUNDS} rounds`, async () => {
    for (let i = 0; i < PROCESSES; i++) contenders.push(startContender());
    // Wait until every child has loaded and answers, so that each round starts them together.
    const warmUp = fs.mkdtempSync(path.join(root, 'warm-'));
    for (const c of contenders) {
      fs.mkdirSync(path.join(warmUp, String(c.pid)));
      c.child.stdin!.write(`${path.join(warmUp, String(c.pid))}\n`);
    }
    for (const c of contenders) expect(await c.next()).toMatch(/^owned /);

    const stale = deadPid();
    const ownersPerRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const dir = path.join(root, `round-${round}`);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'peil.lock'), String(stale));
      for (const c of contenders) c.child.stdin!.write(`${dir}\n`);
      const outcomes = await Promise.all(contenders.map((c) => c.next()));
      for (const outcome of outcomes) expect(outcome).toMatch(/^(owned|locked) /);
      const owners = contenders.filter((_, i) => outcomes[i]!.startsWith('owned'));
      ownersPerRound.push(owners.length);
      if (owners.length === 1) {
        expect(fs.readFileSync(path.join(dir, 'peil.lock'), 'utf8')).toBe(String(owners[0]!.pid));
        // No draft or takeover file is left behind.
        expect(fs.readdirSync(dir)).toEqual(['peil.lock']);
      }
    }
    console.log(`lock: ${ROUNDS} rounds of ${PROCESSES} processes, owners per round: ${summarise(ownersPerRound)}`);
    expect(ownersPerRound).toEqual(Array<number>(ROUNDS).fill(1));
  }, 300_000);
});

function summarise(counts: number[]): string {
  const tally = new Map<number, number>();
  for (const c of counts) tally.set(c, (tally.get(c) ?? 0) + 1);
  return [...tally].map(([owners, rounds]) => `${owners} owner(s) in ${rounds} rounds`).join(', ');
}
