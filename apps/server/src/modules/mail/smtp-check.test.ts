import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { checkSmtpServer, logSmtpServerCheck } from './mailer.js';

type Line = { level: 'info' | 'warn'; object: object; message: string };

function recordingLog(lines: Line[]) {
  return {
    info: (object: object, message: string) => lines.push({ level: 'info', object, message }),
    warn: (object: object, message: string) => lines.push({ level: 'warn', object, message }),
  };
}

describe('the SMTP check at start', () => {
  const sink = startSmtpSink();
  let sinkPort: number;
  // Takes the connection and never says a word, like a firewall that swallows packets.
  const silent = net.createServer(() => {});
  let silentPort: number;
  let closedPort: number;

  beforeAll(async () => {
    sinkPort = await sink.listen();
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as AddressInfo).port;
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(async () => {
    await sink.close();
    silent.close();
  });

  it('says the server answers, naming it', async () => {
    const lines: Line[] = [];
    await logSmtpServerCheck(`smtp://127.0.0.1:${sinkPort}`, recordingLog(lines));
    expect(lines).toEqual([
      {
        level: 'info',
        object: { smtp: { configured: true, server: `127.0.0.1:${sinkPort}`, answers: true } },
        message: 'SMTP server answers',
      },
    ]);
  });

  it('tries the login too, and never logs the password', async () => {
    const lines: Line[] = [];
    // The sink takes no logins, as a server with a wrong password configured would.
    await logSmtpServerCheck(`smtp://peil:geheim-wachtwoord@127.0.0.1:${sinkPort}`, recordingLog(lines));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      object: {
        smtp: { server: `127.0.0.1:${sinkPort}`, answers: false, reason: expect.stringMatching(/^Invalid login/) },
      },
    });
    expect(JSON.stringify(lines)).not.toContain('geheim');
  });

  it('says it does not when nothing listens, without throwing', async () => {
    const lines: Line[] = [];
    await logSmtpServerCheck(`smtp://127.0.0.1:${closedPort}`, recordingLog(lines));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', object: { smtp: { answers: false } } });
    expect((lines[0]!.object as { smtp: { reason: string } }).smtp.reason).toMatch(/ECONNREFUSED/);
  });

  it('gives up on a server that never greets within the bound', async () => {
    const started = performance.now();
    expect(await checkSmtpServer(`smtp://127.0.0.1:${silentPort}`, 500)).toMatchObject({ ok: false });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('says where mail goes when no SMTP server is set', async () => {
    const lines: Line[] = [];
    await logSmtpServerCheck(undefined, recordingLog(lines));
    expect(lines).toEqual([
      {
        level: 'info',
        object: { smtp: { configured: false } },
        message: 'No SMTP_URL: mail is written to DATA_DIR/outbox',
      },
    ]);
  });
});
