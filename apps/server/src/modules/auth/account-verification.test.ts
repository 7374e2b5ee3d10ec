import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { users } from '../../db/schema.js';
import { heldMailer } from '../../test/held-mailer.js';
import { openTestDatabase } from '../../test/test-database.js';
import { buildClient, buildOrganization, buildSurveyWithQuestions, buildUser, loginAs } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { prehashPassword } from './passwords.js';

let ctx: TestContext;
let dataDir: string;
let outbox: string;
let superadminCookie: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'peil-verify-'));
  outbox = path.join(dataDir, 'outbox');
  ctx = await createTestApp({ DATA_DIR: dataDir });
  const peil = await buildClient(ctx.database, { name: 'Peil' });
  const home = await buildOrganization(ctx.database, { clientId: peil.id, isHomeOrganization: true });
  superadminCookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 1, organizationId: home.id }));
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

/** Mail leaves the request as a job: done once the mail queue has nothing waiting or running. */
async function mailQueueDrained(): Promise<boolean> {
  const queue = (await ctx.app.jobs.status()).queues.find((candidate) => candidate.name === 'mail');
  return !queue || (queue.waiting === 0 && queue.running === 0);
}

/** Runs `action` and returns the mails it wrote to the outbox, once the queued ones are sent. */
async function mailsDuring(action: () => Promise<unknown>): Promise<string[]> {
  const before = await outboxFiles();
  await action();
  await expect.poll(mailQueueDrained, { timeout: 60_000, interval: 100 }).toBe(true);
  const added = (await outboxFiles()).filter((name) => !before.includes(name));
  return Promise.all(added.map(readMail));
}

// Each registration from an address of its own, clear of the per-address limit.
let registrations = 0;
function register(body: Record<string, unknown>) {
  registrations += 1;
  const remoteAddress = `10.20.0.${registrations}`;
  return ctx.app.inject({ method: 'POST', url: '/api/v1/register', remoteAddress, payload: body });
}

function login(username: string, password: string, ip = '10.20.1.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: ip,
    payload: { username, password: prehashPassword(password) },
  });
}

function verify(token: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/verify-email', payload: { token } });
}

function verificationToken(mail: string, alias = 'verify-email'): string {
  const match = new RegExp(`http://localhost:3000/${alias}/([\\w-]+)`).exec(mail);
  expect(match, mail).not.toBeNull();
  return match![1]!;
}

describe('self-registration and its verification link', () => {
  it('mails a link in the chosen language; the account cannot log in until the link is opened, once', async () => {
    let response!: Awaited<ReturnType<typeof register>>;
    const mails = await mailsDuring(async () => {
      response = await register({
        username: 'marieke',
        email: 'marieke@kliniek.nl',
        password: prehashPassword('een-goed-wachtwoord'),
        locale: 'nl',
      });
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: marieke@kliniek.nl');
    expect(mails[0]).toContain('Subject: Bevestig uw e-mailadres voor Peil');
    const token = verificationToken(mails[0]!, 'e-mailadres-bevestigen');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, 'marieke'));
    expect(row).toMatchObject({ emailVerified: false, locale: 'nl', role: 4 });

    const refused = await login('marieke', 'een-goed-wachtwoord');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('Verify your e-mail address first');
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password still says only that: the verification state is for the owner alone.
    const wrong = await login('marieke', 'niet-het-wachtwoord');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe('Wrong password');

    expect((await verify('not-a-token')).json().error.code).toBe('invalid_verification_link');
    const opened = await verify(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ ok: true });
    expect((await login('marieke', 'een-goed-wachtwoord')).statusCode).toBe(200);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_verification_link');
  });

  it('refuses an expired link', async () => {
    const mails = await mailsDuring(() =>
      register({ username: 'laat', email: 'laat@kliniek.nl', password: prehashPassword('een-goed-wachtwoord') }),
    );
    const token = verificationToken(mails[0]!);
    await ctx.database.query(sql`update email_verification_tokens set expires_at = now() - interval '1 minute'
      where user_id = (select id from users where username = 'laat')`);
    expect((await verify(token)).json().error.code).toBe('invalid_verification_link');
    expect((await login('laat', 'een-goed-wachtwoord')).statusCode).toBe(403);
  });

  it('mails a new link to whoever knows the password, and nothing to anyone else', async () => {
    await mailsDuring(() =>
      register({ username: 'opnieuw', email: 'opnieuw@kliniek.nl', password: prehashPassword('een-goed-wachtwoord') }),
    );
    const resend = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/resend-verification',
        remoteAddress: '10.20.2.1',
        payload: { username: 'opnieuw', password: prehashPassword(password), locale: 'de' },
      });
    let wrong!: Awaited<ReturnType<typeof resend>>;
    expect(await mailsDuring(async () => (wrong = await resend('geraden')))).toEqual([]);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe('Wrong password');

    let right!: Awaited<ReturnType<typeof resend>>;
    const mails = await mailsDuring(async () => (right = await resend('een-goed-wachtwoord')));
    expect(right.statusCode).toBe(200);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('<html lang="de">');
    expect((await verify(verificationToken(mails[0]!, 'e-mail-bestaetigen'))).statusCode).toBe(200);
    expect((await login('opnieuw', 'een-goed-wachtwoord')).statusCode).toBe(200);
  });

  it('treats an unverified address as unknown when a survey is shared with it', async () => {
    const mails = await mailsDuring(() =>
      register({ username: 'collega', email: 'collega@kliniek.nl', password: prehashPassword('een-goed-wachtwoord') }),
    );
    const { survey } = await buildSurveyWithQuestions(ctx.database, { pages: [[{ type: 1 }]] });
    const share = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/survey/share',
        headers: { cookie: superadminCookie },
        payload: { surveyId: survey.id, emails: ['collega@kliniek.nl'] },
      });
    const refused = await share();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'unknown_users', issues: [{ path: 'emails.0' }] });
    const shared = await ctx.database.query(sql`select 1 from survey_shares where survey_id = ${survey.id}`);
    expect(shared).toHaveLength(0);

    await verify(verificationToken(mails[0]!));
    expect((await share()).statusCode).toBe(200);
  });

  it('lets accounts made by an administrator log in without a link', async () => {
    const organization = await buildOrganization(ctx.database);
    const admin = await buildUser(ctx.database, { role: 2, organizationId: organization.id });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/administration/insert_user',
      headers: { cookie: await loginAs(ctx.app, admin) },
      payload: {
        username: 'door-admin',
        email: 'door-admin@kliniek.nl',
        password: prehashPassword('een-goed-wachtwoord'),
        organizationId: organization.id,
        role: 3,
        locale: 'nl',
      },
    });
    expect(created.statusCode).toBe(200);
    expect((await login('door-admin', 'een-goed-wachtwoord')).statusCode).toBe(200);
  });
});

describe('registering with a taken address or username', () => {
  it('answers a taken address exactly like a new one, mails its owner and creates nothing', async () => {
    await buildUser(ctx.database, { username: 'eigenaar', email: 'eigenaar@kliniek.nl', locale: 'fr' });
    let fresh!: Awaited<ReturnType<typeof register>>;
    const freshMails = await mailsDuring(async () => {
      fresh = await register({
        username: 'nieuwkomer',
        email: 'nieuwkomer@kliniek.nl',
        password: prehashPassword('x'),
      });
    });
    let taken!: Awaited<ReturnType<typeof register>>;
    const takenMails = await mailsDuring(async () => {
      taken = await register({ username: 'indringer', email: 'Eigenaar@Kliniek.nl', password: prehashPassword('x') });
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(freshMails).toHaveLength(1);
    expect(takenMails).toHaveLength(1);
    expect(takenMails[0]).toContain('To: eigenaar@kliniek.nl');
    expect(takenMails[0]).toContain('Subject: Votre compte Peil');
    expect(takenMails[0]).toContain('http://localhost:3000/mot-de-passe-oublie');
    expect(takenMails[0]).not.toContain('indringer');
    expect(await ctx.database.query(sql`select 1 from users where username = 'indringer'`)).toHaveLength(0);
  });

  it("answers a taken username with 409 and the spec's duplicate text, in any case", async () => {
    await buildUser(ctx.database, { username: 'bezet' });
    const response = await register({ username: 'BEZET', email: 'vrij@kliniek.nl', password: prehashPassword('x') });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'duplicate_user',
      message: 'This username or email already exists. Please enter a different one.',
    });
  });
});

describe('common passwords', () => {
  it('refuses a common password at registration, reset and change', async () => {
    const registered = await register({
      username: 'zwak',
      email: 'zwak@kliniek.nl',
      password: prehashPassword('password1'),
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().error.code).toBe('common_password');
    expect(await ctx.database.query(sql`select 1 from users where username = 'zwak'`)).toHaveLength(0);
    for (const common of ['12345678', 'qwertyuiop', 'welkom01', 'wachtwoord']) {
      const response = await register({
        username: 'zwak',
        email: 'zwak@kliniek.nl',
        password: prehashPassword(common),
      });
      expect(response.json().error.code, common).toBe('common_password');
    }

    const user = await buildUser(ctx.database, { password: 'een-goed-wachtwoord' });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/administration/reset_password',
      payload: { password: prehashPassword('iloveyou'), user_id: user.id, token: 'a'.repeat(64), passwordLength: 8 },
    });
    expect(reset.json().error.code).toBe('common_password');

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/change_password',
      headers: { cookie: await loginAs(ctx.app, user) },
      payload: { password: prehashPassword('football'), currentPassword: prehashPassword('een-goed-wachtwoord') },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.code).toBe('common_password');
    await loginAs(ctx.app, user);
  });

  it('refuses no password at all from a client that skips the form', async () => {
    const user = await buildUser(ctx.database, { password: 'een-goed-wachtwoord' });
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/change_password',
      headers: { cookie: await loginAs(ctx.app, user) },
      payload: { password: prehashPassword(''), currentPassword: prehashPassword('een-goed-wachtwoord') },
    });
    expect(changed.json().error.code).toBe('common_password');
    await loginAs(ctx.app, user);
  });
});

describe('registration mail', () => {
  it('answers a new and a taken address without waiting for the mail server', async () => {
    const database = await openTestDatabase();
    const { sent, release, mailer } = heldMailer();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }),
      database,
      mailer,
    });
    try {
      await app.ready();
      const peil = await buildClient(database, { name: 'Peil' });
      await buildOrganization(database, { clientId: peil.id, isHomeOrganization: true });
      const owner = await buildUser(database, { email: 'bezet@kliniek.nl' });
      const answers = [];
      for (const [index, email] of ['nieuw@kliniek.nl', owner.email].entries()) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/register',
          remoteAddress: `10.30.0.${index + 1}`,
          payload: { username: `nieuw-${index}`, email, password: prehashPassword('een-goed-wachtwoord') },
        });
        answers.push([response.statusCode, response.body]);
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(sent).toHaveLength(0);
      release();
      await expect
        .poll(() => sent.map((mail) => mail.to).sort(), { timeout: 60_000 })
        .toEqual(['bezet@kliniek.nl', 'nieuw@kliniek.nl']);
    } finally {
      release();
      await app.close();
      await database.close();
    }
  });
});
