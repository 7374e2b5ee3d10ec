import { sql } from 'drizzle-orm';
import { EMAIL_PATTERN } from '@peil/contract/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../database.js';
import { bootstrapDatabase } from '../bootstrap.js';
import { findStoredAnswers } from '../../modules/respondent/page-answers-store.js';
import { isRouteComplete } from '../../modules/respondent/route-completion.js';
import { SurveyStructureCache } from '../../modules/respondent/survey-structure-cache.js';
import { sendDueReportMails } from '../../modules/report-mail/report-mail-job.js';
import type { MailMessage } from '../../modules/mail/mailer.js';

describe('demo data', () => {
  let database: Database;
  const printed: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    await bootstrapDatabase(
      database,
      { adminPassword: undefined, seedDemoData: true },
      () => {},
      (line) => printed.push(line),
      {
        respondents: 400,
        seed: 7,
        now: new Date('2026-06-30T12:00:00Z'),
      },
    );
  }, 120_000);
  afterAll(() => database.close());

  const count = async (query: ReturnType<typeof sql>) => (await database.query<{ n: number }>(query))[0]!.n;

  it('creates the superadmin and prints the passwords once', async () => {
    expect(await count(sql`select count(*)::int as n from users where username = 'admin' and role = 1`)).toBe(1);
    expect(printed.some((line) => /Password \(shown once\): \S{12,}/.test(line))).toBe(true);
    expect(printed.some((line) => line.startsWith('Demo users (password '))).toBe(true);
  });

  it('leaves no answer changes to fold: the first staff to open a survey does not wait for its fold', async () => {
    expect(await count(sql`select count(*)::int as n from answers`)).toBeGreaterThan(1000);
    expect(await count(sql`select count(*)::int as n from answer_changes`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from answer_day_counts`)).toBeGreaterThan(0);
  });

  it('marks each survey’s 0–10 "recommend" question as its Net Promoter question', async () => {
    const surveys = await count(sql`select count(*)::int as n from surveys`);
    expect(await count(sql`select count(*)::int as n from questions where is_nps and type = 12`)).toBe(surveys);
    expect(await count(sql`select count(*)::int as n from questions where is_nps and type <> 12`)).toBe(0);
  });

  it('gives every demo user and recipient an address on a reserved domain', async () => {
    const addresses = [
      ...(await database.query<{ email: string }>(sql`select email from users`)),
      ...(await database.query<{ email: string }>(sql`select email from recipients`)),
    ].map((row) => row.email);
    expect(addresses.length).toBeGreaterThan(6);
    // RFC 2606 and 6761: nothing sent to these reaches anyone.
    expect(addresses.filter((a) => !/@([a-z0-9-]+\.)*(example\.(org|com|net)|test)$/.test(a))).toEqual([]);
    // And each passes Peil's own address rule, so demo users can type theirs into a form.
    expect(addresses.filter((a) => !EMAIL_PATTERN.test(a))).toEqual([]);
  });

  it("mails the demo's observers no monthly report", async () => {
    const sent: MailMessage[] = [];
    const mailer = {
      async send(message: MailMessage) {
        sent.push(message);
        return { messageId: `<${sent.length}@test>` };
      },
    };
    const options = { publicUrl: 'https://peil.test', now: new Date('2026-07-15T09:00:00Z'), timeZone: 'UTC' };
    expect(await sendDueReportMails(database, mailer, options)).toMatchObject({ sent: 0 });
    expect(sent).toEqual([]);
    // Not for want of data: an observer who asked for it would get July's report.
    await database.query(sql`update users set report_mail = true where role = 4`);
    expect(await sendDueReportMails(database, mailer, options)).toMatchObject({ sent: 1 });
    await database.query(sql`update users set report_mail = false where role = 4`);
  });

  it('has clients, organisations and users of all four roles', async () => {
    expect(await count(sql`select count(*)::int as n from clients`)).toBeGreaterThanOrEqual(2);
    expect(await count(sql`select count(*)::int as n from organizations`)).toBeGreaterThanOrEqual(5);
    expect(await count(sql`select count(distinct role)::int as n from users`)).toBe(4);
  });

  it('has four surveys in nl, de and en using all twelve question types and six dimensions', async () => {
    expect(await count(sql`select count(*)::int as n from surveys`)).toBe(4);
    expect(await count(sql`select count(distinct type)::int as n from questions`)).toBe(12);
    expect(await count(sql`select count(distinct locale)::int as n from survey_translations`)).toBe(3);
    expect(
      await count(sql`select count(distinct dimension_id)::int as n from questions where dimension_id is not null`),
    ).toBe(6);
    expect(
      await count(sql`select count(*)::int as n from questions where importance between 2.57 and 4.55`),
    ).toBeGreaterThan(0);
  });

  it('has finished only respondents who answered every required question on their route', async () => {
    const structures = new SurveyStructureCache(database.db);
    const finished = await database.query<{ id: string; survey_id: number }>(
      sql`select id::text as id, survey_id from respondents where finished_at is not null`,
    );
    expect(finished.length).toBeGreaterThan(250);
    for (const respondent of finished) {
      const structure = await structures.get(respondent.survey_id, null);
      expect(isRouteComplete(structure, await findStoredAnswers(database, respondent.id))).toBe(true);
    }
  });

  it('spreads the respondents over three years, finished and unfinished', async () => {
    expect(await count(sql`select count(*)::int as n from respondents`)).toBe(400);
    const finished = await count(sql`select count(*)::int as n from respondents where finished_at is not null`);
    expect(finished).toBeGreaterThan(250);
    expect(finished).toBeLessThan(400);
    const spanDays = await count(
      sql`select extract(day from max(started_at) - min(started_at))::int as n from respondents`,
    );
    expect(spanDays).toBeGreaterThan(700);
    expect(await count(sql`select count(*)::int as n from answers`)).toBeGreaterThan(400 * 5);
  });

  it('has a benchmark setting whose clusters hold surveys of several organisations', async () => {
    const orgsInCluster = await count(sql`
      select max(n)::int as n from (
        select count(distinct s.organization_id) as n
        from cluster_surveys cs join surveys s on s.id = cs.survey_id group by cs.cluster_id) c`);
    expect(orgsInCluster).toBeGreaterThanOrEqual(3);
    expect(
      await count(sql`select count(*)::int as n from benchmark_settings where default_cluster_id is not null`),
    ).toBe(1);
  });

  it('is deterministic for a seed', async () => {
    const other = await openTestDatabase();
    await bootstrapDatabase(
      other,
      { adminPassword: 'same-password-1', seedDemoData: true },
      () => {},
      () => {},
      {
        respondents: 400,
        seed: 7,
        now: new Date('2026-06-30T12:00:00Z'),
      },
    );
    const fingerprint = (db: Database) =>
      db.query<{ f: string }>(
        sql`select md5(string_agg(question_id || ':' || coalesce(option_id, 0) || ':' || coalesce(number_value, -1), ',' order by id)) as f from answers`,
      );
    expect(await fingerprint(other)).toEqual(await fingerprint(database));
    await other.close();
  }, 120_000);
});
