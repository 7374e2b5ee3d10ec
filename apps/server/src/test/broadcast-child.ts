import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { queueMailingListSend } from '../modules/broadcasts/recipient-sending.js';
import { buildMailingList, buildOrganization, buildSurveyWithQuestions } from './factories.js';

/**
 * Child process of the broadcast crash test, on the embedded database in argv[2]:
 * - `setup N`: makes a list of N recipients, queues its send and exits, printing "list <id>";
 * - `run PORT`: starts Peil with the SMTP server on PORT, prints "started", and exits printing
 *   "done <counts>" once the send has ended; the test kills it with SIGKILL before that.
 */
const [dataDir, mode, argument] = process.argv.slice(2) as [string, 'setup' | 'run', string];
const database = await openDatabase({ kind: 'pglite', dataDir });

if (mode === 'setup') {
  const organizationId = (await buildOrganization(database)).id;
  const { survey } = await buildSurveyWithQuestions(database, { organizationId, pages: [[{ type: 5 }]] });
  const recipients = Array.from({ length: Number(argument) }, (_, i) => `patient${i}@kliniek.test`);
  const list = await buildMailingList(database, { surveyId: survey.id, recipients });
  await queueMailingListSend(database.db, list.id);
  await database.close();
  process.stdout.write(`list ${list.id}\n`);
} else {
  const config = loadConfig({
    NODE_ENV: 'development',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${argument}`,
  });
  const app = await buildApp({ config, database, runSchedules: false });
  await app.ready();
  process.stdout.write('started\n');
  for (;;) {
    const [list] = await database.query<{ sending: boolean; sent_count: number; failed_count: number }>(
      sql`select send_queued_at is not null as sending, sent_count, failed_count from mailing_lists`,
    );
    if (!list!.sending) {
      await app.close();
      await database.close();
      process.stdout.write(`done ${JSON.stringify({ sent: list!.sent_count, failed: list!.failed_count })}\n`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
