import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories.js';
import { createTestApp, jobsSettled, type TestContext } from '../../test/test-app.js';
import { MAIL_QUEUE } from '../mail/mail-job.js';

describe('GET /api/v1/status/jobs', () => {
  let ctx: TestContext;
  const get = (cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/status/jobs', headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('shows superadmins the jobs per queue and the last failed ones with their error', async () => {
    const message = { to: 'a@kliniek.test', subject: 'S', text: 'T', html: '<p>T</p>' };
    const failedId = await ctx.app.jobs.send(MAIL_QUEUE, { message });
    await jobsSettled(ctx.app);
    // A job that failed for good, as pg-boss leaves it after its last retry.
    await ctx.database.raw(
      `update pgboss.job set state = 'failed', retry_count = 8, completed_on = now(),
        output = '{"message": "connect ECONNREFUSED 127.0.0.1:25"}'::jsonb where id = $1`,
      [failedId],
    );
    await ctx.app.jobs.send(MAIL_QUEUE, { message }, { startAfterSeconds: 3600 });

    const response = await get(await loginAs(ctx.app, await buildUser(ctx.database, { role: 1 })));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.queues).toContainEqual({ name: MAIL_QUEUE, waiting: 1, running: 0, failed: 1 });
    expect(body.lastFailed).toEqual([
      {
        id: failedId,
        queue: MAIL_QUEUE,
        failedAt: expect.any(String),
        attempts: 9,
        error: 'connect ECONNREFUSED 127.0.0.1:25',
      },
    ]);
    // Job data (addresses, message texts) is not shown.
    expect(JSON.stringify(body)).not.toContain('a@kliniek.test');
  });

  it('is refused for every lower role and without a session', async () => {
    for (const role of [2, 3, 4] as const) {
      const response = await get(await loginAs(ctx.app, await buildUser(ctx.database, { role })));
      expect(response.statusCode, `role ${role}`).toBe(403);
    }
    expect((await get()).statusCode).toBe(401);
  });
});
