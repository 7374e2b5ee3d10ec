import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import * as t from '../../db/schema.js';
import { buildClient, buildOrganization, buildUser, type TestUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import {
  addBenchmarkRespondent,
  buildBenchmarkSetting,
  buildDimension,
  buildLikertSurvey,
  type BenchmarkSurvey,
} from '../../test/benchmark-fixture.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { renderBenchmarkReportMail } from '../mail/templates/benchmark-report.js';
import { answerRadarSeries, buildObserverReport, periodLabel, reportPeriods } from './report-data.js';
import { createJobQueue } from '../jobs/job-queue.js';
import { defineReportMailJob, REPORT_MAIL_QUEUE, reportMonth, sendDueReportMails } from './report-mail-job.js';

/*
 * Hand-worked fixture. The report of 22 November 2026 covers November 2025 to October 2026 and
 * compares with November 2024 to October 2025.
 *
 * Survey SA (organisation A, in the observer's project), q1 in Communicatie, q2 in Informatie:
 *   this period  q1 4 4 3 -> 3.6667, sd 0.5774, half-width 1.96·0.5774/√3 = 0.6533 -> [3.01, 4.32]
 *                q2 4 3 4 -> 3.6667 (same interval)
 *   a year before q1 0 1 0 -> 0.3333 [-0.32, 0.99]: better now (+); q2 4 4 3 -> 3.6667: equal (=)
 *   on 5 November 2026 (outside both periods) q1 0, which would pull the average down if counted.
 * Survey SB (organisation B) in cluster "Heel Nederland" with SA (left out: the observer's own):
 *   q1 1 0 1 -> 0.6667 [0.01, 1.32]: SA better (+); q2 4 3 4 -> 3.6667: equal (=).
 * The marks come from Welch's t-test: q1 3.6667 against 0.6667 (or 0.3333), both variances 1/3,
 *   n 3: t = 3 / √(2/9) = 6.364 (6.364 too against the year before), df 4, p = 0.0031 < 0.05.
 * The setting's thresholds are lowered to 1 organisation and 1 respondent for this small fixture.
 * Cluster "Regio" holds only SA2 of organisation A, so nothing is left to compare with.
 */

const NOW = new Date('2026-11-22T09:00:00Z');
const ZONE = 'Europe/Amsterdam';

type Recorded = MailMessage[];

/** The report's comparison charts, without the trend image each survey also has. */
const comparisonCharts = (mail: MailMessage) =>
  mail.attachments!.filter((attachment) => !attachment.cid.startsWith('trend-'));

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

function recordingMailer(sent: Recorded, failWith?: Error): Mailer {
  return {
    async send(message) {
      if (failWith) throw failWith;
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  };
}

describe('monthly benchmark report e-mails to observers', () => {
  let database: Database;
  let observer: TestUser;
  let sa: BenchmarkSurvey;

  beforeAll(async () => {
    database = await openTestDatabase();
    const communicatie = await buildDimension(database, { nl: 'Communicatie', en: 'Communication' }, 1);
    const informatie = await buildDimension(database, { nl: 'Informatie', en: 'Information' }, 2);
    const questions = [
      { key: 'q1', texts: { nl: 'De arts luisterde', en: 'The doctor listened' }, dimensionId: communicatie },
      { key: 'q2', texts: { nl: 'Duidelijke uitleg', en: 'Clear explanation' }, dimensionId: informatie },
    ];

    const client = await buildClient(database, { benchmarkEnabled: true });
    const orgA = await buildOrganization(database, { clientId: client.id });
    const orgB = await buildOrganization(database, { clientId: client.id });
    sa = await buildLikertSurvey(database, { organizationId: orgA.id, title: 'Kliniek A', questions });
    const sa2 = await buildLikertSurvey(database, { organizationId: orgA.id, title: 'Kliniek A oud', questions });
    const sb = await buildLikertSurvey(database, { organizationId: orgB.id, title: 'Kliniek B', questions });

    const [project] = await database.db
      .insert(t.projects)
      .values({ organizationId: orgA.id, name: 'Poli' })
      .returning();
    await database.db
      .update(t.surveys)
      .set({ projectId: project!.id })
      .where(sql`${t.surveys.id} = ${sa.id}`);

    const { settingId } = await buildBenchmarkSetting(database, {
      description: 'Vergelijking',
      clusters: { 'Heel Nederland': [sa.id, sb.id], Regio: [sa2.id] },
      defaultCluster: 'Heel Nederland',
      thresholds: { minOrganizations: 1, minRespondents: 1 },
    });
    await database.db
      .update(t.clients)
      .set({ benchmarkSettingsId: settingId })
      .where(sql`${t.clients.id} = ${client.id}`);

    for (const [day, q1, q2] of [
      ['2026-03-10', 4, 4],
      ['2026-05-10', 4, 3],
      ['2026-10-31', 3, 4],
    ] as const)
      await addBenchmarkRespondent(database, sa, day, { q1, q2 });
    await addBenchmarkRespondent(database, sa, '2026-11-05', { q1: 0, q2: 0 });
    for (const [day, q1, q2] of [
      ['2024-11-01', 0, 4],
      ['2025-02-10', 1, 4],
      ['2025-10-31', 0, 3],
    ] as const)
      await addBenchmarkRespondent(database, sa, day, { q1, q2 });
    for (const [q1, q2] of [
      [1, 4],
      [0, 3],
      [1, 4],
    ] as const)
      await addBenchmarkRespondent(database, sb, '2026-01-15', { q1, q2 });
    await addBenchmarkRespondent(database, sa2, '2026-01-15', { q1: 0, q2: 0 });

    observer = await buildUser(database, { role: 4, organizationId: orgA.id, locale: 'nl', username: 'waarnemer' });
    await database.db.insert(t.observerProjectAccess).values({ userId: observer.id, projectId: project!.id });
    // Without project access an observer has nothing to read; a researcher gets no report.
    await buildUser(database, { role: 4, organizationId: orgA.id });
    await buildUser(database, { role: 3, organizationId: orgA.id });
  });
  afterAll(async () => database.close());

  it('covers the 12 whole months before the report month and the 12 before those', () => {
    const periods = reportPeriods(NOW);
    expect(periods.current.map((day) => day.toISOString().slice(0, 10))).toEqual(['2025-11-01', '2026-11-01']);
    expect(periods.previous.map((day) => day.toISOString().slice(0, 10))).toEqual(['2024-11-01', '2025-11-01']);
    expect(periodLabel(periods.current, 'nl')).toBe('november 2025 – oktober 2026');
    expect(periodLabel(periods.current, 'de')).toBe('November 2025 – Oktober 2026');
  });

  it('mails the observer a comparison per cluster and with the year before, once a month', async () => {
    const sent: Recorded = [];
    const run = await sendDueReportMails(database, recordingMailer(sent), {
      publicUrl: 'https://peil.test',
      now: NOW,
      timeZone: ZONE,
    });
    expect(run).toEqual({ sent: 1, withoutData: 1, failed: 0, retryLater: 0 });
    expect(sent).toHaveLength(1);

    const [mail] = sent;
    expect(mail!.to).toBe(observer.email);
    expect(mail!.subject).toBe('Peil benchmarkrapport november 2025 – oktober 2026');
    const lines = mail!.text.split('\n');
    expect(lines).toContain('Kliniek A nl (3 respondenten)');
    expect(lines).toContain(
      'Heel Nederland: Uw organisatie (3 respondenten) tegenover Heel Nederland (3 respondenten)',
    );
    expect(lines).toContain('+ Communicatie (3.7 / 0.7)');
    expect(lines).toContain('= Informatie (3.7 / 3.7)');
    expect(lines).toContain(
      'Tegenover het jaar ervoor: november 2025 – oktober 2026 (3 respondenten) tegenover november 2024 – oktober 2025 (3 respondenten)',
    );
    expect(lines).toContain('+ Communicatie (3.7 / 0.3)');
    expect(mail!.text).not.toContain('Regio');

    // One radar chart per section, inline in the HTML, 50 % wide and floated left, and the
    // survey's trend: its two dimensions side by side, 552 px wide, drawn at twice the size.
    expect(mail!.attachments).toHaveLength(3);
    expect(comparisonCharts(mail!)).toHaveLength(2);
    const trend = mail!.attachments!.find((attachment) => attachment.cid === 'trend-1@peil')!;
    expect(pngSize(trend.content)).toEqual([1104, 460]);
    expect(mail!.html).toContain('<img src="cid:trend-1@peil" width="552" alt="Trend over de laatste drie jaar"');
    expect(lines).toContain(
      'Trend over de laatste drie jaar: De trendgrafiek staat in de HTML-versie van deze e-mail.',
    );
    for (const attachment of mail!.attachments!) {
      expect(attachment.content.subarray(1, 4).toString()).toBe('PNG');
      expect(mail!.html).toContain(`src="cid:${attachment.cid}"`);
    }
    expect(mail!.html).toContain('width:50%;float:left');
    expect(mail!.html).toContain('color:#00B050');
    expect(mail!.html).toContain('https://peil.test/dashboard');

    const again = await sendDueReportMails(database, recordingMailer(sent), {
      publicUrl: 'https://peil.test',
      now: NOW,
      timeZone: ZONE,
    });
    expect(again).toEqual({ sent: 0, withoutData: 1, failed: 0, retryLater: 0 });
    expect(sent).toHaveLength(1);
    const [row] = await database.query<{ sent_at: Date | null }>(
      sql`select sent_at from report_mails where user_id = ${observer.id} and month = '2026-11'`,
    );
    expect(row!.sent_at).not.toBeNull();
  });

  it('says "too few to compare" below the thresholds and sends no figure of the cluster', async () => {
    try {
      // Heel Nederland has one other organisation: below 2 it is withheld whole.
      await database.query(sql`update benchmark_settings set min_organizations = 2, min_respondents = 3`);
      const withheld = (await buildObserverReport(database, observer, 'en', NOW))!.surveys[0]!.sections[0]!;
      expect(withheld).toMatchObject({ kind: 'cluster', clusterName: 'Heel Nederland', otherN: null, chart: null });
      expect(withheld.lines).toEqual([]);
      // Three respondents a row: at the minimum of 3 compared, just below (4) too few.
      await database.query(sql`update benchmark_settings set min_organizations = 1, min_respondents = 4`);
      const report = (await buildObserverReport(database, observer, 'en', NOW))!;
      const [cluster, pastYear] = report.surveys[0]!.sections;
      expect(cluster!.lines).toEqual([
        { dimension: 'Communication', own: 3.6667, other: null, result: 'tooFew' },
        { dimension: 'Information', own: 3.6667, other: null, result: 'tooFew' },
      ]);
      expect(pastYear!.lines.map((line) => line.result)).toEqual(['tooFew', 'tooFew']);
      const mail = renderBenchmarkReportMail({
        to: observer.email,
        username: 'waarnemer',
        locale: 'en',
        periodLabel: 'November 2025 – October 2026',
        dashboardLink: 'https://peil.test/dashboard',
        surveys: [{ ...report.surveys[0]!, sections: [withheld, cluster!] }],
      });
      const lines = mail.text.split('\n');
      expect(lines).toContain(
        'Heel Nederland: Your organisation (3 respondents) against Heel Nederland: too few to compare',
      );
      expect(lines).toContain('· Communication (3.7 / too few to compare)');
      expect(mail.text).not.toContain('0.7');
      // The withheld section has no chart; the other keeps its own.
      expect(comparisonCharts(mail)).toHaveLength(1);
      await database.query(sql`update benchmark_settings set min_organizations = 1, min_respondents = 3`);
      const atMinimum = (await buildObserverReport(database, observer, 'en', NOW))!.surveys[0]!.sections[0]!;
      expect(atMinimum.lines[0]).toEqual({ dimension: 'Communication', own: 3.6667, other: 0.6667, result: 'better' });
    } finally {
      await database.query(sql`update benchmark_settings set min_organizations = 1, min_respondents = 1`);
    }
  });

  it('tries a send the mail server put off again at the next run, and mails the report once', async () => {
    const december = new Date('2026-12-02T09:00:00Z');
    const options = { publicUrl: 'https://peil.test', now: december, timeZone: ZONE };
    const tryLater = Object.assign(new Error('451 4.3.0 try again later'), { responseCode: 451 });
    const failing = await sendDueReportMails(database, recordingMailer([], tryLater), options);
    expect(failing).toEqual({ sent: 0, withoutData: 1, failed: 1, retryLater: 1 });
    const [row] = await database.query<{ sent_at: Date | null; failure: string; retry: boolean }>(
      sql`select sent_at, failure, retry from report_mails where user_id = ${observer.id} and month = '2026-12'`,
    );
    expect(row).toEqual({ sent_at: null, failure: 'Error: 451 4.3.0 try again later', retry: true });

    // Two servers run at the same time: only one of them takes the retry.
    const sent: Recorded = [];
    const runs = await Promise.all([
      sendDueReportMails(database, recordingMailer(sent), options),
      sendDueReportMails(database, recordingMailer(sent), options),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual([observer.email]);
    await sendDueReportMails(database, recordingMailer(sent), options);
    expect(sent).toHaveLength(1);
  });

  it('retries when the mail server cannot be reached, but not after a refusal', async () => {
    const connectionLost = Object.assign(new Error('Connection refused'), { code: 'ECONNECTION' });
    const january = { publicUrl: 'https://peil.test', now: new Date('2027-01-03T09:00:00Z'), timeZone: ZONE };
    expect(await sendDueReportMails(database, recordingMailer([], connectionLost), january)).toMatchObject({
      failed: 1,
      retryLater: 1,
    });
    const sentInJanuary: Recorded = [];
    await sendDueReportMails(database, recordingMailer(sentInJanuary), january);
    expect(sentInJanuary).toHaveLength(1);

    const refused = Object.assign(new Error('550 5.1.1 no such user'), { responseCode: 550 });
    const february = { publicUrl: 'https://peil.test', now: new Date('2027-02-03T09:00:00Z'), timeZone: ZONE };
    expect(await sendDueReportMails(database, recordingMailer([], refused), february)).toMatchObject({
      failed: 1,
      retryLater: 0,
    });
    const sentInFebruary: Recorded = [];
    await sendDueReportMails(database, recordingMailer(sentInFebruary), february);
    expect(sentInFebruary).toHaveLength(0);
  });
  it('takes the report month on the clock of APP_TIME_ZONE, not UTC', async () => {
    // 23:30 on 30 April in New York is already 1 May in UTC; 00:30 on 1 June in Amsterdam is still 31 May.
    const lateInApril = new Date('2027-05-01T03:30:00Z');
    expect(reportMonth(lateInApril, 'America/New_York')).toBe('2027-04');
    expect(reportMonth(new Date('2027-05-31T22:30:00Z'), 'Europe/Amsterdam')).toBe('2027-06');

    const sent: Recorded = [];
    const run = await sendDueReportMails(database, recordingMailer(sent), {
      publicUrl: 'https://peil.test',
      now: lateInApril,
      timeZone: 'America/New_York',
    });
    expect(run.sent).toBe(1);
    const months = await database.query<{ month: string }>(
      sql`select month from report_mails where user_id = ${observer.id} and month >= '2027-04' order by month`,
    );
    expect(months.map((row) => row.month)).toEqual(['2027-04']);
    // The 12 whole months before April, in the observer's language.
    expect(sent[0]!.html).toContain('april 2026 – maart 2027');
  });
  it('runs as an hourly schedule in the app time zone; a run the mail server put off is retried until sent', async () => {
    const jobs = createJobQueue({ database, timeZone: 'Europe/Amsterdam', runSchedules: false });
    const sent: Recorded = [];
    let attempts = 0;
    const mailer: Mailer = {
      async send(message) {
        attempts += 1;
        if (attempts === 1) throw Object.assign(new Error('451 try again later'), { responseCode: 451 });
        sent.push(message);
        return { messageId: `<${attempts}@test>` };
      },
    };
    defineReportMailJob(jobs, {
      database,
      mailer,
      publicUrl: 'https://peil.test',
      timeZone: ZONE,
      now: () => new Date('2027-03-05T09:00:00Z'),
      retryDelaySeconds: 1,
    });
    try {
      await jobs.start();
      // The app's other schedules (e.g. folding answer changes) are not this test's concern.
      const schedules = await database.raw<{ name: string; cron: string; timezone: string }>(
        'select name, cron, timezone from pgboss.schedule where name = $1',
        [REPORT_MAIL_QUEUE],
      );
      expect(schedules).toEqual([{ name: REPORT_MAIL_QUEUE, cron: '0 * * * *', timezone: 'Europe/Amsterdam' }]);

      await jobs.send(REPORT_MAIL_QUEUE, {});
      await expect.poll(() => sent.length, { timeout: 30_000, interval: 100 }).toBe(1);
      expect(attempts).toBe(2);
      expect(sent[0]!.to).toBe(observer.email);
      // Another run in the same month mails nobody again.
      await jobs.send(REPORT_MAIL_QUEUE, {});
      await expect
        .poll(async () => (await jobs.status()).queues.find((queue) => queue.name === REPORT_MAIL_QUEUE), {
          timeout: 10_000,
        })
        .toMatchObject({ waiting: 0, running: 0, failed: 0 });
      expect(sent).toHaveLength(1);
      expect(attempts).toBe(2);
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});

describe('the report e-mail marks', () => {
  it('shows a red "-" where the hospital does worse and a green "+" where it does better', () => {
    const mail = renderBenchmarkReportMail({
      to: 'waarnemer@ziekenhuis.nl',
      username: 'waarnemer',
      locale: 'nl',
      periodLabel: 'november 2025 – oktober 2026',
      dashboardLink: 'https://peil.test/dashboard',
      surveys: [
        {
          surveyName: 'Ziekenhuis West',
          n: 40,
          sections: [
            {
              kind: 'cluster',
              clusterName: 'Heel Nederland',
              ownN: 40,
              otherN: 900,
              chart: Buffer.from('png'),
              lines: [
                { dimension: 'Professionaliteit', own: 2.1, other: 3.4, result: 'worse' },
                { dimension: 'Communicatie', own: 3.8, other: 3.1, result: 'better' },
              ],
            },
          ],
        },
      ],
    });
    // As wide as a phone's screen, up to 600 px: a fixed width made phones scroll sideways.
    expect(mail.html).toMatch(/<table role="presentation" width="100%"[^>]*max-width:600px/);
    expect(mail.html).not.toContain('width="600"');
    expect(mail.html).toMatch(/<strong style="[^"]*color:#C00000"[^>]*>-<\/strong>Professionaliteit/);
    expect(mail.html).toMatch(/<strong style="[^"]*color:#00B050"[^>]*>\+<\/strong>Communicatie/);
    const lines = mail.text.split('\n');
    expect(lines).toContain('- Professionaliteit (2.1 / 3.4)');
    expect(lines).toContain('+ Communicatie (3.8 / 3.1)');
    // The spec's sign is the ASCII hyphen-minus, not U+2212.
    expect(mail.html).not.toContain('\u2212');
    expect(mail.text).not.toContain('\u2212');
  });
});

/*
 * Per treatment method. Survey "Kliniek T" asks "Which treatment?" (IVF or ICSI), marked as the
 * treatment question; q1 is in Communicatie, q2 in Informatie. Report of 22 November 2026.
 *
 *              this period (Nov 2025 – Oct 2026)        the year before (Nov 2024 – Oct 2025)
 *   IVF   q1   4 4 3 4 -> 15/4 = 3.75, s² 0.25           1 0 1 -> 0.6667, s² 1/3
 *         q2   3 4 4 2 -> 13/4 = 3.25, s² 0.9167         3 4 2 -> 3.0,    s² 1
 *   ICSI  q1   1 2     -> 1.5                            4     -> one respondent
 *         q2   4 3     -> 3.5                            4
 *   One respondent this period did not answer the treatment question (q1 0, q2 0): in no group.
 *
 * Welch, IVF q1: se = √(0.25/4 + (1/3)/3) = 0.4167, t = 3.0833/0.4167 = 7.40, df 4.0, p ≈ 0.002:
 * better (+). IVF q2: se = √(0.9167/4 + 1/3) = 0.75, t = 0.25/0.75 = 0.33: no difference (=).
 * The setting asks 2 respondents: ICSI's year before (1) is too few, so its lines show only this
 * period's figures. With a minimum of 3 ICSI (2 now) shows no figure and no chart at all.
 */
describe('the report per treatment method', () => {
  let database: Database;
  let observer: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase();
    const communicatie = await buildDimension(database, { nl: 'Communicatie', en: 'Communication' }, 1);
    const informatie = await buildDimension(database, { nl: 'Informatie', en: 'Information' }, 2);
    const client = await buildClient(database, { benchmarkEnabled: true });
    const org = await buildOrganization(database, { clientId: client.id });
    const survey = await buildLikertSurvey(database, {
      organizationId: org.id,
      title: 'Kliniek T',
      questions: [
        { key: 'treatment', texts: { nl: 'Welke behandeling?', en: 'Which treatment?' }, dimensionId: null },
        { key: 'q1', texts: { nl: 'De arts luisterde', en: 'The doctor listened' }, dimensionId: communicatie },
        { key: 'q2', texts: { nl: 'Duidelijke uitleg', en: 'Clear explanation' }, dimensionId: informatie },
      ],
    });
    // The treatment question keeps two options: the first (IVF) is answered as 4, the second (ICSI) as 3.
    const [ivf, icsi, ...rest] = survey.options.treatment!;
    await database.query(sql`delete from question_options where id = any(${`{${rest.join(',')}}`}::int[])`);
    await database.query(
      sql`update questions set report_group = 'treatment' where id = ${survey.questions.treatment!}`,
    );
    for (const [optionId, nl, en] of [
      [ivf!, 'IVF', 'IVF'],
      [icsi!, 'ICSI-behandeling', 'ICSI treatment'],
    ] as const) {
      await database.query(sql`delete from option_texts where option_id = ${optionId}`);
      await database.db.insert(t.optionTexts).values([
        { optionId, locale: 'nl', text: nl },
        { optionId, locale: 'en', text: en },
      ]);
    }
    const [project] = await database.db.insert(t.projects).values({ organizationId: org.id, name: 'IVF' }).returning();
    await database.query(sql`update surveys set project_id = ${project!.id} where id = ${survey.id}`);
    const { settingId } = await buildBenchmarkSetting(database, {
      description: 'Behandelingen',
      clusters: { Regio: [survey.id] },
      defaultCluster: 'Regio',
      thresholds: { minOrganizations: 1, minRespondents: 2 },
    });
    await database.query(sql`update clients set benchmark_settings_id = ${settingId} where id = ${client.id}`);

    const IVF = 4;
    const ICSI = 3;
    const respondents: Array<[string, number | null, 0 | 1 | 2 | 3 | 4, 0 | 1 | 2 | 3 | 4]> = [
      ['2026-01-10', IVF, 4, 3],
      ['2026-03-10', IVF, 4, 4],
      ['2026-06-10', IVF, 3, 4],
      ['2026-10-31', IVF, 4, 2],
      ['2026-02-10', ICSI, 1, 4],
      ['2026-09-10', ICSI, 2, 3],
      ['2026-04-10', null, 0, 0],
      ['2024-11-01', IVF, 1, 3],
      ['2025-05-10', IVF, 0, 4],
      ['2025-10-31', IVF, 1, 2],
      ['2025-03-10', ICSI, 4, 4],
    ];
    for (const [day, treatment, q1, q2] of respondents) {
      const answers: Record<string, number> = treatment === null ? { q1, q2 } : { treatment, q1, q2 };
      await addBenchmarkRespondent(database, survey, day, answers);
    }
    observer = await buildUser(database, { role: 4, organizationId: org.id, locale: 'en', username: 'observer' });
    await database.db.insert(t.observerProjectAccess).values({ userId: observer.id, projectId: project!.id });
  });
  afterAll(async () => database.close());

  const render = (report: NonNullable<Awaited<ReturnType<typeof buildObserverReport>>>) =>
    renderBenchmarkReportMail({
      to: observer.email,
      username: 'observer',
      locale: 'en',
      periodLabel: report.periodLabel,
      dashboardLink: 'https://peil.test/dashboard',
      surveys: report.surveys,
    });

  it("compares each answer's respondents with the same answer's respondents a year before", async () => {
    const report = (await buildObserverReport(database, observer, 'en', NOW))!;
    const [survey] = report.surveys;
    expect(survey!.n).toBe(7);
    expect(survey!.answerGroups).toEqual([
      {
        kind: 'treatment',
        question: 'Which treatment?',
        previousPeriodLabel: 'November 2024 – October 2025',
        sections: [
          {
            answer: 'IVF',
            ownN: 4,
            otherN: 3,
            lines: [
              { dimension: 'Communication', own: 3.75, other: 0.6667, result: 'better' },
              { dimension: 'Information', own: 3.25, other: 3, result: 'same' },
            ],
            chart: expect.any(Buffer),
          },
          {
            answer: 'ICSI treatment',
            ownN: 2,
            otherN: 1,
            lines: [
              { dimension: 'Communication', own: 1.5, other: null, result: 'tooFew' },
              { dimension: 'Information', own: 3.5, other: null, result: 'tooFew' },
            ],
            chart: expect.any(Buffer),
          },
        ],
      },
    ]);

    const mail = render(report);
    const lines = mail.text.split('\n');
    expect(lines).toContain(
      'Per treatment method: Per answer to “Which treatment?”: the respondents who gave that answer in November 2025 – October 2026, against the respondents with the same answer in November 2024 – October 2025.',
    );
    expect(lines).toContain(
      'IVF: November 2025 – October 2026 (4 respondents) against November 2024 – October 2025 (3 respondents)',
    );
    expect(lines).toContain('+ Communication (3.8 / 0.7)');
    expect(lines).toContain('= Information (3.3 / 3.0)');
    expect(lines).toContain('· Communication (1.5 / too few to compare)');
    expect(mail.text).toContain('Per treatment method and per laboratory or satellite function, the respondents');
    // The previous-year chart and one per answer, each shown in the HTML under the answer's heading.
    expect(comparisonCharts(mail)).toHaveLength(3);
    for (const attachment of mail.attachments!) expect(mail.html).toContain(`src="cid:${attachment.cid}"`);
    expect(mail.html).toMatch(/<h4[^>]*>ICSI treatment<\/h4>/);

    // The reader's language names the answers and the question.
    const dutch = (await buildObserverReport(database, observer, 'nl', NOW))!.surveys[0]!.answerGroups![0]!;
    expect(dutch.question).toBe('Welke behandeling?');
    expect(dutch.sections.map((section) => section.answer)).toEqual(['IVF', 'ICSI-behandeling']);
  });

  it('shows no figure of an answer with fewer respondents than the benchmark minimum', async () => {
    try {
      await database.query(sql`update benchmark_settings set min_respondents = 3`);
      const report = (await buildObserverReport(database, observer, 'en', NOW))!;
      const [ivf, icsi] = report.surveys[0]!.answerGroups![0]!.sections;
      expect(icsi).toEqual({ answer: 'ICSI treatment', ownN: 2, otherN: null, lines: [], chart: null });
      expect(ivf!.lines.map((line) => line.result)).toEqual(['better', 'same']);
      const mail = render(report);
      const lines = mail.text.split('\n');
      expect(lines).toContain('ICSI treatment: 2 respondents: too few to compare');
      const icsiAt = lines.indexOf('ICSI treatment: 2 respondents: too few to compare');
      expect(lines[icsiAt + 1]).toBe('');
      expect(mail.text).not.toContain('(1.5 /');
      expect(comparisonCharts(mail)).toHaveLength(2);

      // At 4, IVF's year before (3) is too few: this period's figures stay, the comparison goes.
      await database.query(sql`update benchmark_settings set min_respondents = 4`);
      const higher = (await buildObserverReport(database, observer, 'en', NOW))!;
      expect(higher.surveys[0]!.answerGroups![0]!.sections[0]!.lines).toEqual([
        { dimension: 'Communication', own: 3.75, other: null, result: 'tooFew' },
        { dimension: 'Information', own: 3.25, other: null, result: 'tooFew' },
      ]);
    } finally {
      await database.query(sql`update benchmark_settings set min_respondents = 2`);
    }
  });
});

describe("an answer's radar", () => {
  const names = { current: 'this year', previous: 'the year before' };
  it('draws no missing figure as 0: it leaves out such a dimension, or the year before whole', () => {
    const complete = answerRadarSeries(
      [
        { dimension: 'Communication', own: 3.75, other: 0.6667, result: 'better' },
        { dimension: 'Information', own: 3.25, other: 3, result: 'same' },
      ],
      names,
    );
    expect(complete.labels).toEqual(['Communication', 'Information']);
    expect(complete.series.map((line) => [line.name, line.values])).toEqual([
      ['this year', [3.75, 3.25]],
      ['the year before', [0.6667, 3]],
    ]);
    const gaps = answerRadarSeries(
      [
        { dimension: 'Communication', own: 1.5, other: null, result: 'tooFew' },
        { dimension: 'Information', own: 3.5, other: 3, result: 'same' },
        { dimension: 'Autonomy', own: null, other: null, result: 'tooFew' },
      ],
      names,
    );
    expect(gaps.labels).toEqual(['Communication', 'Information']);
    expect(gaps.series.map((line) => [line.name, line.values])).toEqual([['this year', [1.5, 3.5]]]);
  });
});
