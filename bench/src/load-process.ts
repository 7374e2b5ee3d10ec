// Runs runLoad (load.ts) from a process of its own, so that the load generator does not share the
// measured server's event loop and CPU time. The parent passes a LoadProcessJob as JSON in argv[2];
// the result is printed as one line of JSON on stdout.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult } from './load.js';

export type LoadProcessJob = {
  port: number;
  path: string;
  method: 'GET' | 'POST';
  concurrency: number;
  durationMs: number;
  headers?: Record<string, string>;
  /** One body for every request. */
  sameBody?: unknown;
  /**
   * The body of request n: `fields` with `token: ${tokens.prefix}-${n % tokens.count}` (the
   * bench's tokens are numbered, so they need not be sent to the child).
   */
  body?: { tokens: { prefix: string; count: number }; fields: Record<string, unknown> };
};

/** What the child measured, with how many bodies it made (so the parent knows which tokens were used) and its CPU time. */
export type LoadProcessResult = LoadResult & { sent: number; cpuMs: number };

const script = fileURLToPath(import.meta.url);

/** Runs the load in a child process and waits for its result. */
export async function runLoadProcess(job: LoadProcessJob): Promise<LoadProcessResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(job)], {
    cwd: path.dirname(script),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the load process ended with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as LoadProcessResult;
}

if (process.argv[1] === script) {
  const job = JSON.parse(process.argv[2]!) as LoadProcessJob;
  let sent = 0;
  const { body } = job;
  const cpu = process.cpuUsage();
  const result = await runLoad({
    port: job.port,
    path: job.path,
    method: job.method,
    concurrency: job.concurrency,
    durationMs: job.durationMs,
    ...(job.headers && { headers: job.headers }),
    ...(job.sameBody !== undefined && { body: () => job.sameBody }),
    ...(body && { body: () => ({ token: `${body.tokens.prefix}-${sent++ % body.tokens.count}`, ...body.fields }) }),
  });
  const { user, system } = process.cpuUsage(cpu);
  process.stdout.write(`${JSON.stringify({ ...result, sent, cpuMs: (user + system) / 1000 })}\n`);
}
