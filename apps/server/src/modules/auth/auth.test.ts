import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signedStatements, userAdminAccess, users } from '../../db/schema.js';
import { buildClient, buildOrganization, buildUser, loginAs, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { VERSION } from '../../version.js';
import { prehashPassword } from './passwords.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Clients 1 and 8 always require the statement; made first, so the clients built below get other ids.
  await ctx.database.query(sql`insert into clients (id, name) values (1, 'Kliniek een'), (8, 'Kliniek acht')`);
  await ctx.database.query(sql`select setval(pg_get_serial_sequence('clients', 'id'), 8)`);
});
afterAll(() => ctx.close());

function login(user: { username: string; password: string }, extra: { rememberMe?: boolean; ip?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    remoteAddress: extra.ip ?? '127.0.0.1',
    payload: {
      username: user.username,
      password: prehashPassword(user.password),
      ...(extra.rememberMe === undefined ? {} : { rememberMe: extra.rememberMe }),
    },
  });
}

function sessionValid(cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/v1/isSessionValid', headers: cookie ? { cookie } : {} });
}

describe('POST /api/v1/login', () => {
  let user: TestUser;
  beforeAll(async () => {
    const client = await buildClient(ctx.database, { benchmarkEnabled: true });
    const organization = await buildOrganization(ctx.database, { clientId: client.id, name: 'Kliniek Zuid' });
    user = await buildUser(ctx.database, { role: 2, organizationId: organization.id, locale: 'nl' });
  });

  it('answers the login fields and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await login(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: user.username,
      organization_id: user.organizationId,
      organization_name: 'Kliniek Zuid',
      versionNumber: VERSION,
      role: 2,
      benchmark_enabled: 1,
      signed_statements: 1,
      requires_signed_statement: false,
      language_locale: 'nl',
      time_zone: 'Europe/Amsterdam',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^peil_session=[\w-]{20,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(setCookie).not.toContain('Max-Age');
  });

  it('marks the cookie Secure behind HTTPS and gives it a Max-Age with remember me', async () => {
    // The protocol comes from X-Forwarded-Proto only when the proxy is named.
    const behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const proxied = await buildUser(behindProxy.database, { password: user.password });
    const response = await behindProxy.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: proxied.username, password: prehashPassword(user.password), rememberMe: true },
    });
    await behindProxy.close();
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('Secure');
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 86_400);
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400);
  });

  it("answers 401 with the plain text 'Wrong password' for a wrong password and for an unknown user", async () => {
    const wrong = await login({ username: user.username, password: 'not-the-password' }, { ip: '10.0.0.1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe('Wrong password');
    expect(wrong.headers['content-type']).toMatch(/^text\/plain/);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const unknown = await login({ username: 'nobody-here', password: user.password }, { ip: '10.0.0.1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe('Wrong password');
  });

  it('accepts the username in any case', async () => {
    const response = await login({ username: user.username.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
  });

  it('refuses the 11th attempt after 10 failures with 429, and lets the right password in after the window', async () => {
    const target = await buildUser(ctx.database, { role: 3 });
    const ip = '10.1.1.1';
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login({ username: target.username, password: 'wrong' }, { ip });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(target, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toBe('Too many login attempts');
    // Another address is not blocked for this user.
    expect((await login(target, { ip: '10.1.1.2' })).statusCode).toBe(200);
    // The 15 minutes pass.
    await ctx.database.query(sql`update login_attempts set attempted_at = attempted_at - interval '16 minutes'`);
    expect((await login(target, { ip })).statusCode).toBe(200);
  });

  it('gives a new session id at every login and deletes the one sent along', async () => {
    const first = await loginAs(ctx.app, user);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { cookie: first },
      payload: { username: user.username, password: prehashPassword(user.password) },
    });
    const second = `peil_session=${response.cookies.find((c) => c.name === 'peil_session')!.value}`;
    expect(second).not.toBe(first);
    expect((await sessionValid(first)).json()).toEqual({ valid: false });
    expect((await sessionValid(second)).json().valid).toBe(true);
  });
});

describe('GET /api/v1/isSessionValid and /api/v1/logout', () => {
  it('answers valid:false without a session and the login fields with one; logout ends it', async () => {
    expect((await sessionValid()).json()).toEqual({ valid: false });
    const user = await buildUser(ctx.database, { role: 4 });
    const cookie = await loginAs(ctx.app, user);
    const valid = (await sessionValid(cookie)).json();
    expect(valid).toMatchObject({
      valid: true,
      username: user.username,
      role: 4,
      organization_id: user.organizationId,
    });

    const logout = await ctx.app.inject({ method: 'GET', url: '/api/v1/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^peil_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await sessionValid(cookie)).json()).toEqual({ valid: false });
    const remaining = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(0);
  });

  it('logout without a session still answers ok', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('POST /api/v1/register', () => {
  let peilHomeId: number;
  beforeAll(async () => {
    // Another client's home organisation comes first by id; registration must still pick Peil's.
    const other = await buildClient(ctx.database, { name: 'Andere klant' });
    await buildOrganization(ctx.database, { clientId: other.id, isHomeOrganization: true });
    const peil = await buildClient(ctx.database, { name: 'Peil' });
    await buildOrganization(ctx.database, { clientId: peil.id, name: 'Peil sub' });
    peilHomeId = (await buildOrganization(ctx.database, { clientId: peil.id, isHomeOrganization: true })).id;
  });

  function register(body: Record<string, unknown>) {
    return ctx.app.inject({ method: 'POST', url: '/api/v1/register', remoteAddress: '10.2.0.1', payload: body });
  }

  it('creates an unverified observer in the Peil home organisation', async () => {
    const password = prehashPassword('a-new-password');
    const response = await register({ username: 'nieuw', email: 'nieuw@kliniek.nl', password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, 'nieuw'));
    expect(row).toMatchObject({ role: 4, organizationId: peilHomeId, email: 'nieuw@kliniek.nl', emailVerified: false });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login({ username: 'nieuw', password: 'a-new-password' })).statusCode).toBe(403);
  });

  it('refuses an e-mail address without a 2-3 letter top-level domain', async () => {
    for (const email of ['no-at-sign.nl', 'someone@kliniek.info', 'someone@kliniek', 'some one@kliniek.nl']) {
      const response = await register({ username: `u-${email.length}`, email, password: prehashPassword('x') });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    }
  });

  it('refuses a password that is not the SHA-256 hex of the browser', async () => {
    const response = await register({ username: 'plain', email: 'plain@kliniek.nl', password: 'secret' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/v1/change_password', () => {
  it('sets the new password, keeps this session and ends the others', async () => {
    const user = await buildUser(ctx.database, { role: 3, password: 'old-password' });
    const otherDevice = await loginAs(ctx.app, user);
    const cookie = await loginAs(ctx.app, user);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/change_password',
      headers: { cookie },
      payload: { password: prehashPassword('new-password'), currentPassword: prehashPassword('old-password') },
    });
    expect(response.statusCode).toBe(200);
    expect((await login({ username: user.username, password: 'old-password' }, { ip: '10.3.0.1' })).statusCode).toBe(
      401,
    );
    expect((await login({ username: user.username, password: 'new-password' })).statusCode).toBe(200);
    expect((await sessionValid(cookie)).json().valid).toBe(true);
    expect((await sessionValid(otherDevice)).json().valid).toBe(false);
  });

  it('refuses without the current password, or with a wrong one, and keeps the old password', async () => {
    const user = await buildUser(ctx.database, { role: 3, password: 'old-password' });
    const cookie = await loginAs(ctx.app, user);
    const change = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/change_password', headers: { cookie }, payload });
    const without = await change({ password: prehashPassword('new-password') });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.code).toBe('bad_request');
    const wrong = await change({
      password: prehashPassword('new-password'),
      currentPassword: prehashPassword('guess'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('wrong_current_password');
    expect((await login({ username: user.username, password: 'new-password' }, { ip: '10.3.0.2' })).statusCode).toBe(
      401,
    );
    expect((await login(user)).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed logins, then answers 429', async () => {
    const user = await buildUser(ctx.database, { role: 3, password: 'old-password' });
    const cookie = await loginAs(ctx.app, user);
    const change = (current: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/change_password',
        headers: { cookie },
        remoteAddress: '10.3.1.1',
        payload: { password: prehashPassword('new-password'), currentPassword: prehashPassword(current) },
      });
    for (let attempt = 1; attempt <= 10; attempt++) expect((await change(`guess-${attempt}`)).statusCode).toBe(400);
    expect((await change('old-password')).statusCode).toBe(429);
  });
});

describe('interface language on the account', () => {
  const storedLocale = async (userId: number) =>
    (await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)))[0]!.locale;

  it("stores the login page's language at login and hands it back with every session check", async () => {
    const user = await buildUser(ctx.database, { role: 3, locale: 'nl' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: user.username, password: prehashPassword(user.password), locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().language_locale).toBe('en');
    expect(await storedLocale(user.id)).toBe('en');
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    expect((await sessionValid(cookie)).json().language_locale).toBe('en');
  });

  it('keeps the stored language when the login names none, and changes nothing on a failed login', async () => {
    const user = await buildUser(ctx.database, { role: 3, locale: 'de' });
    expect((await login(user)).json().language_locale).toBe('de');
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: user.username, password: prehashPassword('wrong'), locale: 'fr' },
    });
    expect(failed.statusCode).toBe(401);
    expect(await storedLocale(user.id)).toBe('de');
  });

  it('stores a language switched while logged in, for that user only', async () => {
    const user = await buildUser(ctx.database, { role: 4, locale: 'nl' });
    const other = await buildUser(ctx.database, { role: 4, organizationId: user.organizationId, locale: 'nl' });
    const cookie = await loginAs(ctx.app, user);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/language_locale',
      headers: { cookie },
      payload: { language_locale: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedLocale(user.id)).toBe('fr');
    expect(await storedLocale(other.id)).toBe('nl');
    expect((await sessionValid(cookie)).json().language_locale).toBe('fr');
  });

  it('refuses a language the interface does not speak with 400, and a login with one', async () => {
    const user = await buildUser(ctx.database, { role: 4, locale: 'nl' });
    const cookie = await loginAs(ctx.app, user);
    for (const language_locale of ['se', 'xx', '', 42]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/language_locale',
        headers: { cookie },
        payload: { language_locale },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    }
    const badLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: user.username, password: prehashPassword(user.password), locale: 'sv' },
    });
    expect(badLogin.statusCode).toBe(400);
    expect(await storedLocale(user.id)).toBe('nl');
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/language_locale',
      payload: { language_locale: 'de' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/check-statements', () => {
  it('records the signed statement for the logged-in user', async () => {
    const user = await buildUser(ctx.database, { role: 3, signedStatements: false });
    const cookie = await loginAs(ctx.app, user);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/check-statements',
      headers: { cookie },
      payload: { username: user.username, organization_id: user.organizationId, language_locale: 'de' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(signedStatements).where(eq(signedStatements.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.locale).toBe('de');
    expect((await sessionValid(cookie)).json().signed_statements).toBe(1);
  });

  it('refuses to sign for another user or organisation', async () => {
    const user = await buildUser(ctx.database, { role: 2 });
    const other = await buildUser(ctx.database, {
      role: 4,
      organizationId: user.organizationId,
      signedStatements: false,
    });
    const cookie = await loginAs(ctx.app, user);
    const forOther = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/check-statements',
      headers: { cookie },
      payload: { username: other.username, organization_id: user.organizationId, language_locale: 'nl' },
    });
    expect(forOther.statusCode).toBe(403);
    const otherOrganization = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/check-statements',
      headers: { cookie },
      payload: { username: user.username, organization_id: user.organizationId + 1000, language_locale: 'nl' },
    });
    expect(otherOrganization.statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.signedStatements).toBe(false);
  });

  it('keeps a user of a client that requires the statement out of the data until it is signed', async () => {
    const client = await buildClient(ctx.database, { requiresSignedStatement: true });
    const organization = await buildOrganization(ctx.database, { clientId: client.id });
    const user = await buildUser(ctx.database, { role: 2, organizationId: organization.id, signedStatements: false });
    const cookie = await loginAs(ctx.app, user);
    const surveys = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/dashboard/projectssummary', headers: { cookie } });

    const before = await surveys();
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('statement_required');
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/administration/verify_client',
      headers: { cookie },
      payload: { organization_id: organization.id },
    });
    expect(verify.statusCode).toBe(200);
    const sign = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/check-statements',
      headers: { cookie },
      payload: { username: user.username, organization_id: organization.id, language_locale: 'nl' },
    });
    expect(sign.statusCode).toBe(200);
    expect((await surveys()).statusCode).toBe(200);
  });

  it('requires the statement of a client with the flag, whatever its id, and of no other client', async () => {
    const answersFor = async (clientId: number) => {
      const organization = await buildOrganization(ctx.database, { clientId });
      const user = await buildUser(ctx.database, { role: 3, organizationId: organization.id, signedStatements: false });
      const loginResponse = await login(user);
      const cookie = `peil_session=${loginResponse.cookies.find((c) => c.name === 'peil_session')!.value}`;
      const verify = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/administration/verify_client',
        headers: { cookie },
        payload: { organization_id: organization.id },
      });
      const data = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/dashboard/projectssummary',
        headers: { cookie },
      });
      return {
        login: loginResponse.json().requires_signed_statement,
        session: (await sessionValid(cookie)).json().requires_signed_statement,
        verify: verify.json()[0].requires_signed_statement,
        dataStatus: data.statusCode,
      };
    };
    const flagged = await buildClient(ctx.database, { requiresSignedStatement: true });
    expect(await answersFor(flagged.id)).toEqual({ login: true, session: true, verify: true, dataStatus: 403 });
    const free = { login: false, session: false, verify: false, dataStatus: 200 };
    const other = await buildClient(ctx.database);
    expect(await answersFor(other.id)).toEqual(free);
    // Ids 1 and 8 are ordinary clients in a new database: only the demo's first client has the flag.
    expect(await answersFor(1)).toEqual(free);
  });
});

describe('POST /api/v1/administration/verify_client', () => {
  it("answers the own organisation's client and refuses other organisations", async () => {
    const client = await buildClient(ctx.database, { requiresSignedStatement: true });
    const organization = await buildOrganization(ctx.database, { clientId: client.id });
    const otherOrganization = await buildOrganization(ctx.database);
    const user = await buildUser(ctx.database, { role: 2, organizationId: organization.id });
    const cookie = await loginAs(ctx.app, user);
    const verify = (organizationId: number, withCookie = cookie) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/administration/verify_client',
        headers: { cookie: withCookie },
        payload: { organization_id: organizationId },
      });

    const own = await verify(organization.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([{ id: client.id, requires_signed_statement: true }]);
    expect((await verify(otherOrganization.id)).statusCode).toBe(403);

    await ctx.database.db.insert(userAdminAccess).values({ userId: user.id, organizationId: otherOrganization.id });
    const withAccess = await verify(otherOrganization.id);
    expect(withAccess.statusCode).toBe(200);
    expect(withAccess.json()).toEqual([{ id: otherOrganization.clientId, requires_signed_statement: false }]);

    const superadmin = await buildUser(ctx.database, { role: 1 });
    const superCookie = await loginAs(ctx.app, superadmin);
    expect((await verify(organization.id, superCookie)).json()[0].id).toBe(client.id);
    expect((await verify(999_999, superCookie)).statusCode).toBe(404);
  });
});

// The call to the update host is tested in modules/status/restart.test.ts.
describe('POST /api/v1/restart', () => {
  it('refuses every token when no RESTART_TOKEN is configured', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/restart', payload: { token: 'anything' } });
    expect(response.statusCode).toBe(403);
  });
});
