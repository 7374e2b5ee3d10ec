import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema.js';
import { buildUser, loginAs, type TestUser } from '../../test/factories.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp, jobsSettled, type TestContext } from '../../test/test-app.js';
import { heldMailer } from '../../test/held-mailer.js';
import { openTestDatabase } from '../../test/test-database.js';
import { hashToken } from '../../lib/tokens.js';
import { prehashPassword } from './passwords.js';

let ctx: TestContext;
let dataDir: string;
let outbox: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'peil-reset-'));
  outbox = path.join(dataDir, 'outbox');
  ctx = await createTestApp({ DATA_DIR: dataDir });
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

function forgotPassword(payload: Record<string, unknown>, ip = '10.9.0.1') {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/forgot-password', remoteAddress: ip, payload });
}

/** Asks for a reset link and returns its parts, read from the mail in the outbox. */
async function requestLink(user: TestUser, locale?: string) {
  const before = await outboxFiles();
  const response = await forgotPassword({ email: user.email, ...(locale ? { locale } : {}) });
  expect(response.statusCode).toBe(200);
  // The mail is sent by a job, after the answer.
  await jobsSettled(ctx.app);
  const added = (await outboxFiles()).filter((name) => !before.includes(name));
  expect(added).toHaveLength(1);
  const mail = await readMail(added[0]!);
  const match = /http:\/\/localhost:3000\/reset_password\/(\d+)\/([\w-]+)\/(nl|de|en|fr)/.exec(mail);
  expect(match).not.toBeNull();
  return { mail, userId: Number(match![1]), token: match![2]!, locale: match![3]! };
}

/** As the browser sends it: the link's token as SHA-256 hex (spec: "token (hashed client-side)"). */
function resetPassword(payload: Record<string, unknown>) {
  const token = typeof payload.token === 'string' ? hashToken(payload.token) : payload.token;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/administration/reset_password',
    payload: { ...payload, token },
  });
}

describe('POST /api/v1/forgot-password', () => {
  it('mails a reset link for a known address, in the requested language, with the username escaped', async () => {
    const user = await buildUser(ctx.database, { username: 'jan<b>', email: 'jan@kliniek.nl', locale: 'de' });
    const { mail, userId, token, locale } = await requestLink(user, 'nl');
    expect(userId).toBe(user.id);
    expect(locale).toBe('nl');
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(mail).toContain('To: jan@kliniek.nl');
    expect(mail).toContain('Subject: Stel uw Peil-wachtwoord opnieuw in');
    expect(mail).toContain('Beste jan&lt;b&gt;,');
    expect(mail).not.toContain('jan<b>,</p>');
    // Only a hash of the token is stored.
    const [row] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("uses the user's language when none is asked for", async () => {
    const user = await buildUser(ctx.database, { locale: 'fr' });
    const { mail, locale } = await requestLink(user);
    expect(locale).toBe('fr');
    expect(mail).toContain('Bonjour');
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = await outboxFiles();
    const response = await forgotPassword({ email: 'nobody@nowhere.nl' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await jobsSettled(ctx.app);
    expect(await outboxFiles()).toEqual(before);
  });

  it('is rate limited per address', async () => {
    for (let request = 1; request <= 10; request++) {
      expect((await forgotPassword({ email: 'nobody@nowhere.nl' }, '10.9.9.9')).statusCode).toBe(200);
    }
    const limited = await forgotPassword({ email: 'nobody@nowhere.nl' }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('too_many_requests');
  });
});

describe('POST /api/v1/administration/reset_password', () => {
  it('checks in the order of the spec: nothing entered, too short, then the link', async () => {
    const user = await buildUser(ctx.database);
    const password = prehashPassword('');
    const empty = await resetPassword({ password, user_id: user.id, token: 'bad', passwordLength: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('no_password_entered');
    const short = await resetPassword({ password, user_id: user.id, token: 'bad', passwordLength: 7 });
    expect(short.json().error.code).toBe('password_too_short');
    const eight = prehashPassword('acht-tek');
    const badToken = await resetPassword({ password: eight, user_id: user.id, token: 'bad', passwordLength: 8 });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().error.code).toBe('something_went_wrong');
    // A client that claims a length for no password at all is refused as well.
    const lying = await resetPassword({ password, user_id: user.id, token: 'bad', passwordLength: 8 });
    expect(lying.json().error.code).toBe('common_password');
  });

  it('sets the new password once, ends the sessions and refuses the link a second time', async () => {
    const user = await buildUser(ctx.database, { password: 'forgotten-password' });
    const session = await loginAs(ctx.app, user);
    const first = await requestLink(user);
    const second = await requestLink(user);
    const body = { password: prehashPassword('brand-new-password'), user_id: user.id, passwordLength: 18 };

    // The token of one user does not reset another.
    const other = await buildUser(ctx.database);
    expect((await resetPassword({ ...body, user_id: other.id, token: first.token })).statusCode).toBe(400);

    const response = await resetPassword({ ...body, token: first.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await loginAs(ctx.app, { username: user.username, password: 'brand-new-password' });
    const valid = await ctx.app.inject({ method: 'GET', url: '/api/v1/isSessionValid', headers: { cookie: session } });
    expect(valid.json()).toEqual({ valid: false });

    const again = await resetPassword({ ...body, token: first.token });
    expect(again.json().error.code).toBe('something_went_wrong');
    // The other link mailed before the reset stopped working too.
    expect((await resetPassword({ ...body, token: second.token })).json().error.code).toBe('something_went_wrong');
  });

  it('refuses the token as it appears in the link: only its hash is accepted', async () => {
    const user = await buildUser(ctx.database, { password: 'old-password' });
    const { token } = await requestLink(user);
    const body = { password: prehashPassword('another-password'), user_id: user.id, passwordLength: 16 };
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/administration/reset_password',
      payload: { ...body, token },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.code).toBe('bad_request');
    expect((await resetPassword({ ...body, token })).statusCode).toBe(200);
  });

  it('refuses what the table stores: a copy of the database resets no password', async () => {
    const user = await buildUser(ctx.database, { password: 'old-password' });
    const { token } = await requestLink(user);
    const [row] = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    const body = { password: prehashPassword('another-password'), user_id: user.id, passwordLength: 16 };
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/administration/reset_password',
      payload: { ...body, token: row!.tokenHash },
    });
    expect(stolen.json().error.code).toBe('something_went_wrong');
    await loginAs(ctx.app, user);
    expect((await resetPassword({ ...body, token })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await buildUser(ctx.database, { password: 'old-password' });
    const { token } = await requestLink(user);
    await ctx.database.query(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    const response = await resetPassword({
      password: prehashPassword('another-password'),
      user_id: user.id,
      token,
      passwordLength: 16,
    });
    expect(response.json().error.code).toBe('something_went_wrong');
    await loginAs(ctx.app, user);
  });
});

describe('forgot-password timing', () => {
  it('answers a known address before its mail is sent, as it answers an unknown one', async () => {
    const database = await openTestDatabase();
    const { sent, release, mailer } = heldMailer();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
    const app = await buildApp({ config, database, mailer });
    try {
      await app.ready();
      const known = await buildUser(database, { email: 'bekend@kliniek.nl' });
      const timings = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 50; i++) {
        for (const kind of ['known', 'unknown'] as const) {
          const email = kind === 'known' ? known.email : `onbekend${i}@kliniek.nl`;
          const started = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: '/api/v1/forgot-password',
            // One address per request, so that the per-address limit stays out of the way.
            remoteAddress: `10.77.${i}.${kind === 'known' ? 1 : 2}`,
            payload: { email },
          });
          timings[kind].push(performance.now() - started);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ ok: true });
        }
      }
      // Every request answered while no mail could go out; the same body for both kinds.
      expect(sent).toHaveLength(0);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      console.info(
        `forgot-password median over 50 each: known ${median(timings.known).toFixed(1)} ms, unknown ${median(timings.unknown).toFixed(1)} ms`,
      );
      release();
      await expect.poll(() => sent.length, { timeout: 120_000, interval: 200 }).toBe(50);
      expect(new Set(sent.map((mail) => mail.to))).toEqual(new Set([known.email]));
    } finally {
      release();
      await app.close();
      await database.close();
    }
  }, 180_000);
});
