import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@peil/contract/auth';
import { prehashPassword } from '../modules/auth/passwords.js';
import { createScratchDatabase, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { waitUntilReady } from '../test/wait-until-ready.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: every limit counts
 * across both. Only with PEIL_TEST_DB=postgres; the embedded database has one process.
 */
describe.skipIf(process.env.PEIL_TEST_DB !== 'postgres' || !serverUrl)('limits across two server processes', () => {
  const servers: ServerProcess[] = [];
  const bases: string[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    // One after the other: the first migrates and makes the first admin.
    for (const _ of [1, 2]) {
      const server = startServerProcess({ DATABASE_URL: scratch.url });
      servers.push(server);
      bases.push(await server.base);
      await waitUntilReady(bases.at(-1)!);
    }
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await scratch?.drop();
  });

  const post = (base: string, url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('blocks failed logins after the limit, counted across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LOGIN_MAX_FAILURES; i++) {
      const response = await post(bases[i % 2]!, '/api/v1/login', {
        username: 'admin',
        password: prehashPassword('not-the-password'),
      });
      statuses.push(response.status);
    }
    expect(statuses.indexOf(429)).toBe(LOGIN_MAX_FAILURES);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LOGIN_MAX_FAILURES);
  }, 180_000);

  it('allows forgot-password its limit once across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await post(bases[i % 2]!, '/api/v1/forgot-password', { email: `nobody-${i}@example.org` })).status,
      );
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
  }, 180_000);
});
