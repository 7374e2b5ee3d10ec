import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLE } from '@peil/contract/domain';
import { staffLocaleOf } from '@peil/contract/locale-codes';
import { calendarDateIn } from '@peil/scoring';
import type { Database } from '../../db/database.js';
import { reportMails, users } from '../../db/schema.js';
import { isTransientMailFailure } from '../mail/mail-failure.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { renderBenchmarkReportMail } from '../mail/templates/benchmark-report.js';
import { buildObserverReport } from './report-data.js';

/** `failed` counts every failed send of the run; `retryLater` those the next run tries again. */
export type ReportMailRun = { sent: number; withoutData: number; failed: number; retryLater: number };

type Log = { info(object: object, message: string): void; error(object: object, message: string): void };

/**
 * The month a report belongs to, e.g. '2026-11': one report per observer per month. It is the
 * month on the clinic's clock, so a run at 00:30 on the first is the new month, not UTC's old one.
 */
export function reportMonth(now: Date, timeZone: string): string {
  return calendarDateIn(now, timeZone).toISOString().slice(0, 7);
}

/**
 * Sends this month's benchmark report to every observer who has not had it yet. Each send is
 * first claimed by a row in report_mails (user, month), so two servers or a restart never mail
 * anyone twice; a crash between the claim and the SMTP hand-over loses that one report rather
 * than duplicating it. A send the mail server did not take for a passing reason (4xx reply, no
 * connection) frees its claim for the next run; the mail server accepted nothing, so nobody gets
 * the report twice.
 */
export async function sendDueReportMails(
  database: Database,
  mailer: Mailer,
  options: { publicUrl: string; now: Date; timeZone: string; log?: Log },
): Promise<ReportMailRun> {
  const month = reportMonth(options.now, options.timeZone);
  // The report's periods are whole months on the same clock as its month.
  const today = calendarDateIn(options.now, options.timeZone);
  const observers = await database.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      locale: users.locale,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(
      and(
        eq(users.role, ROLE.observer),
        eq(users.reportMail, true),
        sql`not exists (select 1 from report_mails m where m.user_id = ${users.id} and m.month = ${month} and not m.retry)`,
      ),
    )
    .orderBy(users.id);

  const run: ReportMailRun = { sent: 0, withoutData: 0, failed: 0, retryLater: 0 };
  for (const observer of observers) {
    const locale = staffLocaleOf(observer.locale);
    const report = await buildObserverReport(database, observer, locale, today);
    if (!report) {
      run.withoutData++;
      continue;
    }
    // A new claim, or taking over one left for retrying; of two servers only one gets either.
    const claimed = await database.db
      .insert(reportMails)
      .values({ userId: observer.id, month })
      .onConflictDoUpdate({
        target: [reportMails.userId, reportMails.month],
        set: { retry: false, claimedAt: sql`now()` },
        setWhere: sql`${reportMails.retry}`,
      })
      .returning({ userId: reportMails.userId });
    if (claimed.length === 0) continue;
    try {
      const message = renderBenchmarkReportMail({
        to: observer.email,
        username: observer.username,
        locale,
        periodLabel: report.periodLabel,
        dashboardLink: `${options.publicUrl}/dashboard`,
        surveys: report.surveys,
      });
      await mailer.send(message);
      await database.db
        .update(reportMails)
        .set({ sentAt: new Date() })
        .where(and(eq(reportMails.userId, observer.id), eq(reportMails.month, month), isNull(reportMails.sentAt)));
      run.sent++;
    } catch (error) {
      run.failed++;
      const retry = isTransientMailFailure(error);
      if (retry) run.retryLater++;
      await database.db
        .update(reportMails)
        .set({ failure: String(error).slice(0, 500), retry })
        .where(and(eq(reportMails.userId, observer.id), eq(reportMails.month, month)));
      options.log?.error({ err: error, userId: observer.id, month, retry }, 'benchmark report mail failed');
    }
  }
  if (run.sent + run.failed > 0) options.log?.info({ month, ...run }, 'benchmark report mails');
  return run;
}

export const REPORT_MAIL_QUEUE = 'report-mails';
// Every hour, so a month's reports go out in its first hour the server runs, also after a
// server was down on the first of the month; the run mails only who has not had it yet.
const REPORT_MAIL_CRON = '0 * * * *';

/**
 * The monthly report as a pg-boss schedule. A run the mail server put off for a passing reason
 * throws, so the job is retried with backoff and sends what is left; with two processes each
 * run happens once (pg-boss hands each schedule slot to one) and report_mails keeps every
 * observer at one mail per month regardless.
 */
export function defineReportMailJob(
  jobs: JobQueue,
  options: {
    database: Database;
    mailer: Mailer;
    publicUrl: string;
    timeZone: string;
    log?: Log;
    /** Tests: a fixed clock and a short first retry. */
    now?: () => Date;
    retryDelaySeconds?: number;
  },
): void {
  jobs.define({
    name: REPORT_MAIL_QUEUE,
    retryLimit: 6,
    retryDelaySeconds: options.retryDelaySeconds ?? 60,
    expireInSeconds: 30 * 60,
    handle: async () => {
      const now = options.now?.() ?? new Date();
      const run = await sendDueReportMails(options.database, options.mailer, { ...options, now });
      if (run.retryLater > 0) throw new Error(`${run.retryLater} report mails put off by the mail server`);
    },
  });
  jobs.schedule(REPORT_MAIL_QUEUE, REPORT_MAIL_CRON);
}
