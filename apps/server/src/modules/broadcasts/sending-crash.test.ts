import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { migratedPglite } from '../../test/test-database.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const childScript = path.join(serverRoot, 'src/test/broadcast-child.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-broadcast-crash-'));

/** Starts the child and resolves with it once a line matches. */
function runChild(args: string[], until: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir, ...args], { cwd: serverRoot });
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const matched = new Promise<RegExpExecArray>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = until.exec(output);
      if (match) resolve(match);
    });
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child exited with ${code}: ${errors.slice(-2000)}`));
    });
  });
  return { child, matched };
}

describe.skipIf(process.env.PEIL_TEST_DB === 'postgres')('a broadcast sender killed with SIGKILL', () => {
  const smtp = startSmtpSink();
  afterAll(async () => {
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no recipient without an invitation after three kill -9 during a 200-recipient send', async () => {
    const port = await smtp.listen();
    const recipients = 200;
    // The children start on the run's migrated database instead of migrating their own.
    await (await openDatabase({ kind: 'pglite', dataDir, loadDataDir: migratedPglite() })).close();
    await runChild(['setup', String(recipients)], /list (\d+)/).matched;

    // Each run is killed the moment the SMTP server takes its N-th mail, before the sender hears
    // that it was accepted: the worst case, in which that recipient is mailed again.
    const killAt = [40, 100, 160];
    const resumeSeconds: number[] = [];
    let child: ChildProcess | undefined;
    let killedAt: number | undefined;
    smtp.state.beforeAccept = () => {
      if (killedAt === undefined && smtp.received.length + 1 === killAt[resumeSeconds.length]) {
        child!.kill('SIGKILL');
        killedAt = performance.now();
      }
    };
    for (let crash = 0; crash < killAt.length; crash++) {
      const run = runChild(['run', String(port)], /started/);
      child = run.child;
      const exited = new Promise((resolve) => child!.on('exit', resolve));
      if (killedAt !== undefined) {
        const before = smtp.received.length;
        await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(before);
        resumeSeconds.push((performance.now() - killedAt) / 1000);
        killedAt = undefined;
      }
      await exited;
    }
    const last = runChild(['run', String(port)], /done (\{.*\})/);
    child = last.child;
    await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(killAt[2]!);
    resumeSeconds.push((performance.now() - killedAt!) / 1000);
    const counts = JSON.parse((await last.matched)[1]!) as { sent: number; failed: number };

    const mailsPerRecipient = new Map<string, number>();
    for (const mail of smtp.received) mailsPerRecipient.set(mail.to[0]!, (mailsPerRecipient.get(mail.to[0]!) ?? 0) + 1);
    expect(mailsPerRecipient.size).toBe(recipients);
    const twice = [...mailsPerRecipient.values()].filter((n) => n === 2).length;
    expect(Math.max(...mailsPerRecipient.values())).toBe(2);
    expect(twice).toBeLessThanOrEqual(killAt.length);
    // Every recipient counted once as sent, none as failed, and the send ended.
    expect(counts).toEqual({ sent: recipients, failed: 0 });
    console.info(
      `broadcast kill -9: ${killAt.length} kills, ${recipients} recipients, ${smtp.received.length} mails, ` +
        `${twice} mailed twice; resumed after ${resumeSeconds.map((s) => s.toFixed(1)).join(', ')} s (process restart included)`,
    );
  }, 300_000);
});
