import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/database.js';
import * as t from './db/schema.js';
import { prehashPassword } from './modules/auth/passwords.js';
import { addBenchmarkRespondent, buildDimension, buildLikertSurvey } from './test/benchmark-fixture.js';
import { createJobQueue } from './modules/jobs/job-queue.js';
import { REPORT_MAIL_QUEUE } from './modules/report-mail/report-mail-job.js';
import { buildOrganization, buildUser } from './test/factories.js';
import { startSmtpSink } from './test/smtp-sink.js';
import { createScratchDatabase, startServerProcess, type ServerProcess } from './test/server-process.js';
import { waitUntilReady } from './test/wait-until-ready.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = 'two-processes-password';
const RECIPIENTS = 200;

/**
 * Two server processes on one PostgreSQL, as behind a load balancer, mailing to a real SMTP
 * server: sessions, broadcasts and the monthly report each happen once across both. Only with
 * PEIL_TEST_DB=postgres; the embedded database has one process.
 */
describe.skipIf(process.env.PEIL_TEST_DB !== 'postgres' || !serverUrl)('two server processes on one database', () => {
  const sink = startSmtpSink();
  const servers: ServerProcess[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const bases: string[] = [];
  let database: Database;

  beforeAll(async () => {
    const smtpPort = await sink.listen();
    scratch = await createScratchDatabase(serverUrl!);
    // Both at once on the empty database: one migrates while the other waits, and only one may
    // make the first admin.
    for (const _ of [1, 2]) {
      servers.push(
        startServerProcess({
          DATABASE_URL: scratch.url,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          PEIL_ADMIN_PASSWORD: ADMIN_PASSWORD,
        }),
      );
    }
    for (const server of servers) bases.push(await server.base);
    await Promise.all(bases.map((base) => waitUntilReady(base)));
    database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await database.close();
    await sink.close();
    await scratch?.drop();
  });

  const request = (base: string, method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) =>
    fetch(`${base}${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function logIn(base: string): Promise<string> {
    const response = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: prehashPassword(ADMIN_PASSWORD) }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('peil_session='))!
      .split(';')[0]!;
  }

  it('made one first superadmin and one home organisation when both started on the empty database', async () => {
    const [counts] = await database.query<{ admins: number; clients: number }>(
      sql`select (select count(*) from users where role = 1)::int as admins, (select count(*) from clients)::int as clients`,
    );
    expect(counts).toEqual({ admins: 1, clients: 1 });
  });

  it('takes a session made on one process on the other, and ends it there for both', async () => {
    const cookie = await logIn(bases[0]!);
    const onSecond = await request(bases[1]!, 'GET', '/api/v1/isSessionValid', cookie);
    expect(await onSecond.json()).toMatchObject({ valid: true, username: 'admin' });
    expect((await request(bases[1]!, 'GET', '/api/v1/logout', cookie)).status).toBeLessThan(300);
    expect(await (await request(bases[0]!, 'GET', '/api/v1/isSessionValid', cookie)).json()).toEqual({
      valid: false,
    });
  }, 60_000);

  it(`mails each of ${RECIPIENTS} broadcast recipients exactly once`, async () => {
    const organizationId = (await buildOrganization(database)).id;
    const dimensionId = await buildDimension(database, { nl: 'Bereik', en: 'Reach' }, 9);
    const survey = await buildLikertSurvey(database, {
      organizationId,
      title: 'Poli',
      questions: [{ key: 'q1', texts: { nl: 'Vraag', en: 'Question' }, dimensionId }],
    });
    const recipients = Array.from({ length: RECIPIENTS }, (_, i) => `patient-${i}@example.org`);
    const cookie = await logIn(bases[0]!);
    const created = await request(bases[0]!, 'POST', '/api/v1/broadcast/add_broadcast', cookie, {
      toEmail: recipients.join(';'),
      fromEmail: 'onderzoek@peil.nl',
      fromName: 'Poli',
      subject: 'Uw mening',
      title: 'Hoe was uw bezoek?',
      message: 'Graag uw mening.',
      surveyId: survey.id,
    });
    expect(created.status).toBe(200);
    const { mailingListId } = (await created.json()) as { mailingListId: number };
    const before = sink.received.length;
    // Sent from the other process: both hold workers for the broadcast queue.
    const sent = await request(bases[1]!, 'POST', '/api/v1/send-mailing-now', cookie, { mailingListId });
    expect(sent.status).toBe(200);

    await expect
      .poll(() => sink.received.length - before, { timeout: 180_000, interval: 250 })
      .toBeGreaterThanOrEqual(RECIPIENTS);
    // Until the list is no longer sending, a second copy could still be on its way.
    await expect
      .poll(
        async () => {
          const lists = (await (await request(bases[0]!, 'GET', '/api/v1/broadcast/get_all', cookie)).json()) as {
            mailing_list_id: number;
            sending: boolean;
          }[];
          return lists.find((list) => list.mailing_list_id === mailingListId)?.sending;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(false);
    const mailed = sink.received.slice(before).flatMap((mail) => mail.to);
    expect(mailed).toHaveLength(RECIPIENTS);
    expect(new Set(mailed).size).toBe(RECIPIENTS);
    expect([...mailed].sort()).toEqual([...recipients].sort());
  }, 240_000);

  it('sends the monthly report once, however many runs the two processes make', async () => {
    const dimension = await buildDimension(database, { nl: 'Communicatie', en: 'Communication' }, 1);
    const organizationId = (await buildOrganization(database)).id;
    const survey = await buildLikertSurvey(database, {
      organizationId,
      title: 'Kliniek',
      questions: [{ key: 'q1', texts: { nl: 'Luisterde', en: 'Listened' }, dimensionId: dimension }],
    });
    const [project] = await database.db.insert(t.projects).values({ organizationId, name: 'Poli' }).returning();
    await database.query(sql`update surveys set project_id = ${project!.id} where id = ${survey.id}`);
    // Answers in each of the last 24 months, so whatever today is the report has both periods.
    for (let monthsBack = 1; monthsBack <= 24; monthsBack++) {
      const day = new Date();
      day.setUTCDate(15);
      day.setUTCMonth(day.getUTCMonth() - monthsBack);
      await addBenchmarkRespondent(database, survey, day.toISOString().slice(0, 10), { q1: monthsBack % 5 });
    }
    const observer = await buildUser(database, { role: 4, organizationId, locale: 'nl' });
    await database.db.insert(t.observerProjectAccess).values({ userId: observer.id, projectId: project!.id });

    // Runs as the hourly schedule would start them, several at once, for the workers of both.
    const jobs = createJobQueue({ database, timeZone: 'Europe/Amsterdam', runSchedules: false });
    await jobs.start();
    try {
      for (let i = 0; i < 6; i++) await jobs.send(REPORT_MAIL_QUEUE, {});
      await expect
        .poll(async () => (await jobs.status()).queues.find((queue) => queue.name === REPORT_MAIL_QUEUE), {
          timeout: 120_000,
          interval: 250,
        })
        .toMatchObject({ waiting: 0, running: 0, failed: 0 });
    } finally {
      await jobs.stop();
    }
    expect(sink.received.filter((mail) => mail.to.includes(observer.email))).toHaveLength(1);
    const [claim] = await database.query<{ n: number }>(
      sql`select count(*)::int as n from report_mails where user_id = ${observer.id} and sent_at is not null`,
    );
    expect(claim!.n).toBe(1);
  }, 240_000);
});
