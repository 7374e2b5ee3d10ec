import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { BROADCAST_QUEUE } from '../../apps/server/src/modules/broadcasts/broadcast-job.js';
import { queueMailingListSend } from '../../apps/server/src/modules/broadcasts/recipient-sending.js';
import { createMailer, type Mailer } from '../../apps/server/src/modules/mail/mailer.js';
import { buildMailingList, buildOrganization, buildSurveyWithQuestions } from '../../apps/server/src/test/factories.js';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.js';
import { printFigure, printHeading } from './report.js';

const MAILS = Number(process.env.BENCH_BROADCAST_MAILS ?? 100);

/**
 * Broadcast sending on the job queue into a local SMTP sink (one SMTP connection per mail),
 * against the baseline of the same number of mails sent straight through the mailer.
 */
export async function benchBroadcast(): Promise<void> {
  printHeading(`broadcast sending on PGlite (${MAILS} recipients, local SMTP sink)`);
  const smtp = startSmtpSink();
  const port = await smtp.listen();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
  });
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const mailer = createMailer(config);
    const direct = await timed(async () => {
      for (let i = 0; i < MAILS; i++) {
        await mailer.send({ to: `direct${i}@kliniek.test`, subject: 'Bench', text: 'Bench', html: '<p>Bench</p>' });
      }
    });
    const jobs = await timed(() => sendList(app, database, 'job'));
    printFigure('mails per second through the job queue', MAILS / jobs, 'mails/s', {
      name: 'straight through the mailer',
      value: MAILS / direct,
    });
    const counted: Mailer = { send: async () => ({ messageId: 'counted' }) };
    const queueOnly = await buildApp({ config, database, mailer: counted });
    await app.close();
    await queueOnly.ready();
    const seconds = await timed(() => sendList(queueOnly, database, 'queue'));
    printFigure('recipients per second, the queue alone (claim, render, mark; no SMTP)', MAILS / seconds, 'per s');
    await queueOnly.close();
  } finally {
    await app.close();
    await database.close();
    await smtp.close();
  }
}

async function sendList(app: Awaited<ReturnType<typeof buildApp>>, database: Database, prefix: string) {
  const organizationId = (await buildOrganization(database)).id;
  const { survey } = await buildSurveyWithQuestions(database, { organizationId, pages: [[{ type: 5 }]] });
  const recipients = Array.from({ length: MAILS }, (_, i) => `${prefix}${i}@kliniek.test`);
  const list = await buildMailingList(database, { surveyId: survey.id, recipients });
  await queueMailingListSend(database.db, list.id);
  await app.jobs.send(BROADCAST_QUEUE, { mailingListId: list.id });
  for (;;) {
    const [row] = await database.query<{ sending: boolean }>(
      sql`select send_queued_at is not null as sending from mailing_lists where id = ${list.id}`,
    );
    if (!row!.sending) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}
