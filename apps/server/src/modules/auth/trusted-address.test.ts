import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@peil/contract/auth';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { prehashPassword } from './passwords.js';

/**
 * Limits key on the client address, so the address must be one an attacker cannot choose:
 * X-Forwarded-For counts only when it comes from the proxy that TRUST_PROXY names.
 * app.inject connects from 127.0.0.1 unless told otherwise, which is exactly the loopback peer
 * that used to be trusted by default.
 */
let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const FORGED = Array.from({ length: 20 }, (_, i) => `203.0.113.${i + 1}`);

async function failedLogins(
  context: TestContext,
  username: string,
  forwardedFor: string[],
  remoteAddress = '127.0.0.1',
): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of forwardedFor) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      remoteAddress,
      headers: { 'x-forwarded-for': address },
      payload: { username, password: prehashPassword('not-the-password') },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

function blockedAfter(statuses: number[]): number {
  const first = statuses.indexOf(429);
  return first === -1 ? statuses.length : first;
}

describe('TRUST_PROXY unset', () => {
  it('keys failed logins on the socket address, whatever X-Forwarded-For says', async () => {
    ctx = await createTestApp();
    const user = await buildUser(ctx.database);
    const statuses = await failedLogins(ctx, user.username, FORGED);
    expect(blockedAfter(statuses)).toBe(LOGIN_MAX_FAILURES);
    expect(statuses.slice(LOGIN_MAX_FAILURES).every((status) => status === 429)).toBe(true);
  }, 180_000);

  it('keys forgot-password and register limits on the socket address too', async () => {
    ctx = await createTestApp();
    const forgot: number[] = [];
    const register: number[] = [];
    for (const [i, address] of FORGED.entries()) {
      const headers = { 'x-forwarded-for': address };
      forgot.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/forgot-password',
            headers,
            payload: { email: `nobody-${i}@example.org` },
          })
        ).statusCode,
      );
      register.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/register',
            headers,
            payload: { username: `forged-${i}`, email: `forged-${i}@example.org`, password: prehashPassword('x') },
          })
        ).statusCode,
      );
    }
    expect(blockedAfter(forgot)).toBe(10);
    expect(blockedAfter(register)).toBe(10);
  }, 180_000);

  it('does not take the protocol from X-Forwarded-Proto', async () => {
    ctx = await createTestApp();
    const user = await buildUser(ctx.database);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: user.username, password: prehashPassword(user.password) },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
  }, 180_000);
});

describe.each([['127.0.0.1'], ['1'], ['10.0.0.0/8, 127.0.0.0/8']])('TRUST_PROXY=%s', (trustProxy) => {
  it('keys failed logins on the forwarded address from the named proxy', async () => {
    ctx = await createTestApp({ TRUST_PROXY: trustProxy });
    const user = await buildUser(ctx.database);
    // Twenty different clients behind the proxy: each has its own count.
    expect(blockedAfter(await failedLogins(ctx, user.username, FORGED))).toBe(FORGED.length);
    // One client behind the proxy is blocked after the limit.
    const one = Array.from({ length: LOGIN_MAX_FAILURES + 2 }, () => '198.51.100.7');
    expect(blockedAfter(await failedLogins(ctx, user.username, one))).toBe(LOGIN_MAX_FAILURES);
  }, 180_000);
});

describe('TRUST_PROXY naming another proxy', () => {
  it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
    ctx = await createTestApp({ TRUST_PROXY: '10.0.0.1' });
    const user = await buildUser(ctx.database);
    const statuses = await failedLogins(ctx, user.username, FORGED, '192.0.2.50');
    expect(blockedAfter(statuses)).toBe(LOGIN_MAX_FAILURES);
  }, 180_000);
});
