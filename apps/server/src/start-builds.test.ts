import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSwapped, isStale } from '../../../scripts/build-if-stale.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-start-builds-'));

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A separate process that reads the served files as a running server would, counting misses. */
function startReader(dist: string) {
  const code = `
    const fs = require('node:fs');
    let reads = 0, misses = 0;
    const files = ${JSON.stringify([path.join(dist, 'index.html'), path.join(dist, 'assets/app-old.js')])};
    process.stdout.write('reading\\n');
    const timer = setInterval(() => {
      for (const file of files) {
        reads++;
        try { fs.readFileSync(file); } catch { misses++; }
      }
    }, 1);
    process.stdin.on('data', () => { clearInterval(timer); process.stdout.write(JSON.stringify({ reads, misses })); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['-e', code]);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const stop = () =>
    new Promise<{ reads: number; misses: number }>((resolve) => {
      child.on('exit', () => resolve(JSON.parse(output.replace('reading\n', ''))));
      child.stdin.write('stop\n');
    });
  return { started, stop };
}

describe('the builds npm start makes', () => {
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('rebuilds only when the output is missing or older than a source', () => {
    const sources = path.join(root, 'sources');
    fs.mkdirSync(path.join(sources, 'nested'), { recursive: true });
    fs.writeFileSync(path.join(sources, 'nested/a.ts'), 'a');
    const output = path.join(root, 'out.js');
    expect(isStale(output, [sources])).toBe(true);

    fs.writeFileSync(output, 'built');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(output, later, later);
    expect(isStale(output, [sources])).toBe(false);

    const evenLater = new Date(Date.now() + 120_000);
    fs.utimesSync(path.join(sources, 'nested/a.ts'), evenLater, evenLater);
    expect(isStale(output, [sources])).toBe(true);
  });

  it('swaps a new build in whole while a running server keeps reading the old one', async () => {
    const dist = path.join(root, 'web/dist');
    const builds = path.join(root, 'web/.builds');
    // A first build in place, as older versions made it, is moved aside for the first swap.
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), 'in place');
    buildSwapped(dist, (into) => {
      fs.mkdirSync(path.join(into, 'assets'), { recursive: true });
      fs.writeFileSync(path.join(into, 'assets/app-old.js'), 'old');
      fs.writeFileSync(path.join(into, 'index.html'), '<script src="/assets/app-old.js">');
    });
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('app-old.js');

    const reader = startReader(dist);
    await reader.started;
    // A build that takes a while and writes its files one by one, as vite does.
    buildSwapped(dist, (into) => {
      fs.mkdirSync(path.join(into, 'assets'), { recursive: true });
      for (let i = 0; i < 20; i++) {
        fs.writeFileSync(path.join(into, `assets/chunk-${i}.js`), String(i));
        pause(25);
      }
      fs.writeFileSync(path.join(into, 'assets/app-new.js'), 'new');
      fs.writeFileSync(path.join(into, 'index.html'), '<script src="/assets/app-new.js">');
    });
    const { reads, misses } = await reader.stop();

    expect(reads).toBeGreaterThan(50);
    expect(misses).toBe(0);
    expect(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('app-new.js');
    // A page loaded before the swap still finds its chunk.
    expect(fs.readFileSync(path.join(dist, 'assets/app-old.js'), 'utf8')).toBe('old');
    // The new build and the one before it are kept; the in-place one is gone.
    expect(fs.readdirSync(builds)).toHaveLength(2);
  }, 180_000);
});
