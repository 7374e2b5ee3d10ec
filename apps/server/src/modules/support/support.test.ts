import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildApp } from '../../app.js';
import { openTestDatabase } from '../../test/test-database.js';
import { buildClient, buildOrganization, buildUser, loginAs } from '../../test/factories.js';
import { createTestApp, jobsSettled, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let dataDir: string;
let outbox: string;
let observerCookie: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'peil-support-'));
  outbox = path.join(dataDir, 'outbox');
  ctx = await createTestApp({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'helpdesk@peil.example.nl' });
  const client = await buildClient(ctx.database, { name: 'Zorggroep Oost' });
  const organization = await buildOrganization(ctx.database, { name: 'Kliniek <Oost>', clientId: client.id });
  const observer = await buildUser(ctx.database, {
    role: 4,
    organizationId: organization.id,
    username: 'waarnemer-oost',
  });
  observerCookie = await loginAs(ctx.app, observer);
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function outboxFiles(): Promise<string[]> {
  return (await fs.readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
}

/** The decoded text of an .eml file (quoted-printable soft breaks and escapes undone). */
async function readMail(name: string): Promise<string> {
  const raw = await fs.readFile(path.join(outbox, name), 'utf8');
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function sendQuestion(payload: unknown, options: { cookie?: string; ip?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/administration/send_support_mail',
    remoteAddress: options.ip ?? '10.20.0.1',
    headers: options.cookie === undefined ? { cookie: observerCookie } : { cookie: options.cookie },
    payload: payload as object,
  });
}

describe('POST /api/v1/administration/send_support_mail', () => {
  it('mails the question to the support address with Reply-To, the account details and escaped text', async () => {
    const before = await outboxFiles();
    const response = await sendQuestion({
      email: 'vraag@kliniek-oost.nl',
      subject: 'Export <script>alert(1)</script>',
      message: 'Hoe exporteer ik naar PDF?\nMet vriendelijke groet & dank',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    // Sent by a job once the request has answered.
    await jobsSettled(ctx.app);
    const added = (await outboxFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const mail = await readMail(added[0]!);
    expect(mail).toMatch(/^To: helpdesk@peil\.example\.nl$/m);
    expect(mail).toMatch(/^Reply-To: vraag@kliniek-oost\.nl$/m);
    expect(mail).toMatch(/^Subject: \[Peil\] Export <script>alert\(1\)<\/script>$/m);
    // Plain-text part: the account details and the message as typed.
    expect(mail).toContain('Username: waarnemer-oost');
    expect(mail).toContain('Organisation: Kliniek <Oost>');
    expect(mail).toContain('Client: Zorggroep Oost');
    expect(mail).toContain('Role: 4 (observer)');
    expect(mail).toContain('Hoe exporteer ik naar PDF?\nMet vriendelijke groet & dank');
    // HTML part: everything the user typed is escaped.
    expect(mail).toContain('<td>Kliniek &lt;Oost&gt;</td>');
    expect(mail).toContain('<td>Export &lt;script&gt;alert(1)&lt;/script&gt;</td>');
    expect(mail).toContain('Met vriendelijke groet &amp; dank');
    expect(mail).not.toContain('<script>alert(1)</script></td>');
  });

  it('keeps a subject with line breaks on one line, so it cannot add mail headers', async () => {
    const before = await outboxFiles();
    const response = await sendQuestion({
      email: 'vraag@kliniek-oost.nl',
      subject: 'Hallo\r\nBcc: iedereen@example.com',
      message: 'Test',
    });
    expect(response.statusCode).toBe(200);
    await jobsSettled(ctx.app);
    const [name] = (await outboxFiles()).filter((file) => !before.includes(file));
    const mail = await readMail(name!);
    expect(mail).toMatch(/^Subject: \[Peil\] Hallo Bcc: iedereen@example\.com$/m);
    expect(mail).not.toMatch(/^Bcc:/m);
  });

  it('refuses missing, empty, oversized and malformed fields without sending', async () => {
    // Refused requests count towards the limit too, so this test has an account of its own.
    const cookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 4 }));
    const before = await outboxFiles();
    const good = { email: 'vraag@kliniek-oost.nl', subject: 'Vraag', message: 'Tekst' };
    for (const body of [
      {},
      { ...good, email: '' },
      { ...good, subject: '   ' },
      { ...good, message: '' },
      { ...good, email: 'geen-adres' },
      { ...good, email: 'iemand@kliniek.nederland' },
      { ...good, email: 'a@b.nl\r\nBcc: x@y.nl' },
      { ...good, subject: 'x'.repeat(201) },
      { ...good, message: 'x'.repeat(10_001) },
      { ...good, message: 12 },
    ]) {
      const response = await sendQuestion(body, { cookie });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    await jobsSettled(ctx.app);
    expect(await outboxFiles()).toEqual(before);
  });

  it('needs a session', async () => {
    const response = await sendQuestion({ email: 'a@b.nl', subject: 'S', message: 'M' }, { cookie: '' });
    expect(response.statusCode).toBe(401);
  });

  it('is rate limited per account, not per address', async () => {
    const [first, second] = [await buildUser(ctx.database, { role: 3 }), await buildUser(ctx.database, { role: 3 })];
    const [firstCookie, secondCookie] = [await loginAs(ctx.app, first), await loginAs(ctx.app, second)];
    const body = { email: 'vraag@kliniek-oost.nl', subject: 'Herhaald', message: 'Tekst' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await sendQuestion(body, { cookie: firstCookie, ip: '10.20.0.3' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // A colleague behind the same proxy address can still ask.
    const colleague = await sendQuestion(body, { cookie: secondCookie, ip: '10.20.0.3' });
    expect(colleague.statusCode).toBe(200);
  });

  it('answers once the question is queued, and keeps it for a retry while the mail server is down', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
    const tried: string[] = [];
    const app = await buildApp({
      config,
      database,
      mailer: {
        send: (message) => {
          tried.push(message.subject);
          return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
        },
      },
    });
    try {
      await app.ready();
      const user = await buildUser(database, { role: 2 });
      const cookie = await loginAs(app, user);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/administration/send_support_mail',
        headers: { cookie },
        payload: { email: 'vraag@kliniek.nl', subject: 'S', message: 'M' },
      });
      expect(response.statusCode).toBe(200);
      await expect.poll(() => tried, { timeout: 15_000 }).toEqual(['[Peil] S']);
      // Waiting for its retry with backoff, not lost.
      await expect
        .poll(async () => (await app.jobs.status()).queues.find((queue) => queue.name === 'mail'))
        .toEqual({ name: 'mail', waiting: 1, running: 0, failed: 0 });
    } finally {
      await app.close();
      await database.close();
    }
  }, 90_000);
});

describe('SUPPORT_EMAIL', () => {
  it('defaults to support@ the host of PUBLIC_URL and refuses a malformed address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://peil.kliniek.nl/app' }).supportEmail).toBe('support@peil.kliniek.nl');
    expect(loadConfig({ SUPPORT_EMAIL: 'vragen@peil.nl' }).supportEmail).toBe('vragen@peil.nl');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'geen adres' })).toThrow(/SUPPORT_EMAIL/);
  });
});
