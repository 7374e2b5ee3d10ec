import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBenchmarkTrendResponse, TTrendPoint } from '@peil/contract/benchmark-trend';
import { calendarDateIn } from '@peil/scoring';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildClient, buildOrganization, buildUser, loginAs } from '../../test/factories.js';
import {
  addBenchmarkRespondent,
  buildBenchmarkSetting,
  buildDimension,
  buildLikertSurvey,
  type BenchmarkAnswer,
  type BenchmarkSurvey,
} from '../../test/benchmark-fixture.js';

/*
 * The trend, every figure worked out by hand. APP_TIME_ZONE is America/New_York, where 23:30 on
 * the last day of a month is already the next month in UTC.
 *
 * Dimension D holds q1 (importance 3) and q2 (importance 4). The months are those of the quarter
 * that began two quarters before the current one: M1, M2, M3 (April, May and June in November).
 *
 * Survey SA of organisation A (the viewer):
 *   M1: R1 q1 4, q2 3 (noon on the 10th); R2 q1 2, q2 3 at 23:30 on M1's last day.
 *       avg: q1 mean 3, q2 mean 3 -> 3. The 4 answers 4 2 3 3: sd √(2/3) = 0.8165, n 4,
 *       half-width 1.96 · 0.8165 / 2 = 0.80016 -> [2.1998, 3.8002].
 *       QI: q1 (5 - 3) · 3 = 6, q2 (5 - 3) · 4 = 8 -> 7. Answers (5 - s) · importance: 3 9 8 8,
 *       sd √(22/3) = 2.70801, half-width 2.65385 -> [4.3461, 9.6539]. n 2.
 *   M2: R3 q1 1, q2 2; R4 q1 3, q2 2. avg (2 + 2) / 2 = 2, answers 1 3 2 2 -> [1.1998, 2.8002].
 *       QI (9 + 12) / 2 = 10.5; answers 12 6 12 12, sd 3, half-width 2.94 -> [7.56, 13.44]. n 2.
 *   M3: R5 q1 4, q2 4 at 23:30 on M3's last day, the last day of the quarter too.
 *       avg 4, answers 4 4 -> [4, 4]. QI (3 + 4) / 2 = 3.5; answers 3 4, sd 0.7071,
 *       half-width 0.98 -> [2.52, 4.48]. n 1.
 *   The quarter: q1 4 2 1 3 4 (mean 2.8), q2 3 3 2 2 4 (mean 2.8) -> avg 2.8; 10 answers,
 *       variance (88 - 78.4) / 9 = 1.06667, half-width 1.96 · 1.03280 / √10 = 0.64013
 *       -> [2.1599, 3.4401]. QI (6.6 + 8.8) / 2 = 7.7; answers sum 77, squares 711, variance
 *       118.1 / 9 = 13.12222, half-width 1.96 · 3.62246 / √10 = 2.24523 -> [5.4548, 9.9452]. n 5.
 *
 * Cluster "Peers" = SA, SB (organisation B), SC (organisation C): without A, SB and SC. The
 * setting asks for 2 organisations and 3 respondents.
 *   M1: SB 2 x (q1 3, q2 3), SC 1 x (q1 1, q2 1): 2 organisations, 3 respondents -> shown.
 *       Each survey's question counts once: avg (3 + 3 + 1 + 1) / 4 = 2,
 *       QI (6 + 8 + 12 + 16) / 4 = 10.5.
 *   M2: SB 3 x (q1 2, q2 4): one organisation -> absent.
 *   M3: SB 1 x (q1 4, q2 4), SC 1 x (q1 3, q2 3): 2 respondents -> absent.
 *   The quarter: 2 organisations, 8 respondents -> shown. SB q1 3 3 2 2 2 4 (16/6), SB q2
 *       3 3 4 4 4 4 (22/6), SC q1 1 3 (2), SC q2 1 3 (2): avg 2.58333; QI (7 + 5.33333 + 9 + 12) / 4
 *       = 8.33333.
 *
 * Read in UTC, R2 would fall in M2 and R5 in the next quarter: every figure above would change.
 */

const ZONE = 'America/New_York';

/** The instant it is at `time` on `day` on the clock of `zone`. */
function zonedInstant(day: string, time: string, zone: string): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const offset = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, Number(part.value)]),
    );
    return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute) - instant;
  };
  return new Date(asUtc - offset(asUtc - offset(asUtc)));
}

const pad = (value: number) => String(value).padStart(2, '0');

describe('benchmark trend', () => {
  let ctx: TestContext;
  const cookies: Record<string, string> = {};
  let sa: BenchmarkSurvey;
  let empty: BenchmarkSurvey;
  let otherCluster: number;
  /** 'YYYY-MM' of M1, M2, M3 and the quarter's id. */
  const months: string[] = [];
  let quarterId = '';

  const lastDay = (month: string) => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    return `${month}-${pad(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate())}`;
  };

  const respond = async (
    survey: BenchmarkSurvey,
    instant: Date,
    answers: Record<string, BenchmarkAnswer>,
  ): Promise<void> => {
    const id = await addBenchmarkRespondent(ctx.database, survey, instant.toISOString().slice(0, 10), answers);
    await ctx.database.query(
      sql`update answers set answered_at = ${instant.toISOString()} where respondent_id = ${id}`,
    );
  };

  const trend = async (body: object, who = 'researcherA') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/benchmark/trend',
      payload: { survey_id: sa.id, locale: 'en', ...body },
      headers: { cookie: cookies[who]! },
    });

  const trendOk = async (body: object) => {
    const response = await trend(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TBenchmarkTrendResponse>();
  };

  const pointAt = (body: TBenchmarkTrendResponse, periodId: string): TTrendPoint => {
    const point = body.dimensions[0]!.points.find((entry) => entry.period_id === periodId);
    expect(point, periodId).toBeDefined();
    return point!;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ APP_TIME_ZONE: ZONE });
    const { database } = ctx;
    const today = calendarDateIn(new Date(), ZONE);
    const quarterStart = today.getUTCFullYear() * 12 + Math.floor(today.getUTCMonth() / 3) * 3 - 6;
    for (let i = 0; i < 3; i++) {
      const index = quarterStart + i;
      months.push(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`);
    }
    quarterId = `${Math.floor(quarterStart / 12)}-Q${Math.floor((quarterStart % 12) / 3) + 1}`;

    const dimension = await buildDimension(database, { en: 'Communication', nl: 'Communicatie' }, 1);
    const clientId = (await buildClient(database, { benchmarkEnabled: true })).id;
    const [orgA, orgB, orgC] = [
      await buildOrganization(database, { clientId }),
      await buildOrganization(database, { clientId }),
      await buildOrganization(database, { clientId }),
    ];
    const questions = [
      { key: 'q1', texts: { en: 'The doctor listened' }, dimensionId: dimension, importance: 3 },
      { key: 'q2', texts: { en: 'Clear information' }, dimensionId: dimension, importance: 4 },
    ];
    sa = await buildLikertSurvey(database, { organizationId: orgA.id, title: 'Kliniek A', questions });
    empty = await buildLikertSurvey(database, { organizationId: orgA.id, title: 'Leeg', questions });
    const sb = await buildLikertSurvey(database, { organizationId: orgB.id, title: 'Kliniek B', questions });
    const sc = await buildLikertSurvey(database, { organizationId: orgC.id, title: 'Kliniek C', questions });

    const [m1, m2, m3] = months as [string, string, string];
    const noon = (month: string) => zonedInstant(`${month}-10`, '12:00', ZONE);
    const lateOnLastDay = (month: string) => zonedInstant(lastDay(month), '23:30', ZONE);
    await respond(sa, noon(m1), { q1: 4, q2: 3 });
    await respond(sa, lateOnLastDay(m1), { q1: 2, q2: 3 });
    await respond(sa, noon(m2), { q1: 1, q2: 2 });
    await respond(sa, noon(m2), { q1: 3, q2: 2 });
    await respond(sa, lateOnLastDay(m3), { q1: 4, q2: 4 });
    for (let i = 0; i < 2; i++) await respond(sb, noon(m1), { q1: 3, q2: 3 });
    await respond(sc, noon(m1), { q1: 1, q2: 1 });
    for (let i = 0; i < 3; i++) await respond(sb, noon(m2), { q1: 2, q2: 4 });
    await respond(sb, noon(m3), { q1: 4, q2: 4 });
    await respond(sc, noon(m3), { q1: 3, q2: 3 });

    const setting = await buildBenchmarkSetting(database, {
      description: 'Trend',
      clusters: { Peers: [sa.id, sb.id, sc.id], Alone: [sb.id] },
      defaultCluster: 'Peers',
      thresholds: { minOrganizations: 2, minRespondents: 3 },
    });
    otherCluster = setting.clusterIds.Alone!;
    await database.query(sql`update clients set benchmark_settings_id = ${setting.settingId} where id = ${clientId}`);

    const otherClient = (await buildClient(database, { benchmarkEnabled: true })).id;
    const users = {
      researcherA: await buildUser(database, { role: 3, organizationId: orgA.id }),
      observerA: await buildUser(database, { role: 4, organizationId: orgA.id }),
      researcherB: await buildUser(database, { role: 3, organizationId: orgB.id }),
      researcherElsewhere: await buildUser(database, {
        role: 3,
        organizationId: (await buildOrganization(database, { clientId: otherClient })).id,
      }),
    };
    for (const [name, user] of Object.entries(users)) cookies[name] = await loginAs(ctx.app, user);
  });
  afterAll(() => ctx.close());

  it('per month: the survey with its 95 % band, and the cluster only where it passes the thresholds', async () => {
    const body = await trendOk({ granularity: 'month' });
    expect(body).toMatchObject({
      surveyName: 'Kliniek A en',
      granularity: 'month',
      clusterName: 'Peers',
      cluster_withheld: null,
      thresholds: { min_organizations: 2, min_respondents: 3 },
    });
    expect(body.periods).toHaveLength(36);
    expect(body.dimensions.map((dimension) => dimension.dimension)).toEqual(['Communication']);
    expect(body.dimensions[0]!.points).toHaveLength(36);

    const [m1, m2, m3] = months as [string, string, string];
    expect(pointAt(body, m1)).toEqual({
      period_id: m1,
      avg_score: 3,
      avg_lower: 2.1998,
      avg_upper: 3.8002,
      qi_score: 7,
      qi_lower: 4.3461,
      qi_upper: 9.6539,
      n: 2,
      cluster_avg_score: 2,
      cluster_qi_score: 10.5,
      cluster_n: 3,
    });
    // One organisation in M2, two respondents in M3: no figure of the cluster at all.
    expect(pointAt(body, m2)).toEqual({
      period_id: m2,
      avg_score: 2,
      avg_lower: 1.1998,
      avg_upper: 2.8002,
      qi_score: 10.5,
      qi_lower: 7.56,
      qi_upper: 13.44,
      n: 2,
      cluster_avg_score: null,
      cluster_qi_score: null,
      cluster_n: null,
    });
    expect(pointAt(body, m3)).toEqual({
      period_id: m3,
      avg_score: 4,
      avg_lower: 4,
      avg_upper: 4,
      qi_score: 3.5,
      qi_lower: 2.52,
      qi_upper: 4.48,
      n: 1,
      cluster_avg_score: null,
      cluster_qi_score: null,
      cluster_n: null,
    });
    // Every other month: no answers, nothing drawn.
    const others = body.dimensions[0]!.points.filter((point) => !months.includes(point.period_id));
    expect(others).toHaveLength(33);
    expect(others.every((point) => point.avg_score === null && point.n === 0 && point.cluster_n === null)).toBe(true);
  });

  it('per quarter by default, counting 23:30 on the quarter’s last day in that quarter', async () => {
    const body = await trendOk({});
    expect(body.granularity).toBe('quarter');
    expect(body.periods.length).toBeGreaterThanOrEqual(12);
    expect(body.periods.length).toBeLessThanOrEqual(13);
    expect(pointAt(body, quarterId)).toEqual({
      period_id: quarterId,
      avg_score: 2.8,
      avg_lower: 2.1599,
      avg_upper: 3.4401,
      qi_score: 7.7,
      qi_lower: 5.4548,
      qi_upper: 9.9452,
      n: 5,
      cluster_avg_score: 2.5833,
      cluster_qi_score: 8.3333,
      cluster_n: 8,
    });
    const others = body.dimensions[0]!.points.filter((point) => point.period_id !== quarterId);
    expect(others.every((point) => point.avg_score === null)).toBe(true);
  });

  it('puts the same figures on the Trend sheet of the time comparison export', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/excel_benchmark_average',
      payload: {
        PeriodOne: 'previous_year',
        PeriodTwo: 'ytd',
        ClusterData: { survey_id: sa.id, locale: 'en' },
        TrendGranularity: 'month',
      },
      headers: { cookie: cookies.researcherA! },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Trend')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]).toEqual([
      undefined,
      'Period',
      'From',
      'To',
      'Dimension',
      'average score',
      'average score 95% CI from',
      'average score 95% CI to',
      'QI score',
      'QI score 95% CI from',
      'QI score 95% CI to',
      'N',
      'Cluster average score',
      'Cluster QI score',
      'Cluster N',
    ]);
    const [m1, m2, m3] = months as [string, string, string];
    // A month as the English page names it ("Apr 2026"), its first and last day as Britain writes them.
    const british = (isoDate: string) => isoDate.split('-').reverse().join('/');
    const english = (month: string) => [
      new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-01T00:00:00Z`),
      ),
      british(`${month}-01`),
      british(lastDay(month)),
    ];
    // Only the months with answers; below the thresholds the cluster has no figure.
    expect(rows.slice(1)).toEqual([
      [undefined, ...english(m1), 'Communication', 3, 2.1998, 3.8002, 7, 4.3461, 9.6539, 2, 2, 10.5, 3],
      [undefined, ...english(m2), 'Communication', 2, 1.1998, 2.8002, 10.5, 7.56, 13.44, 2, 'too few to compare'],
      [undefined, ...english(m3), 'Communication', 4, 4, 4, 3.5, 2.52, 4.48, 1, 'too few to compare'],
    ]);

    // Per quarter by default, with the sheet named in the user's language.
    const quarterly = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/excel_benchmark_score',
      payload: { PeriodOne: 'previous_year', PeriodTwo: 'ytd', ClusterData: { survey_id: sa.id, locale: 'de' } },
      headers: { cookie: cookies.researcherA! },
    });
    const quarterBook = new ExcelJS.Workbook();
    await quarterBook.xlsx.load(quarterly.rawPayload as unknown as ArrayBuffer);
    const quarterRows = quarterBook.getWorksheet('Verlauf')!.getSheetValues().slice(2) as unknown[][];
    expect(quarterRows).toHaveLength(1);
    expect(quarterRows[0]![1]).toMatch(/^Q[1-4] \d{4}$/);
    expect(quarterRows[0]![2]).toMatch(/^01\.\d{2}\.\d{4}$/);
    expect(quarterRows[0]!.slice(5)).toEqual([2.8, 2.1599, 3.4401, 7.7, 5.4548, 9.9452, 5, 2.5833, 8.3333, 8]);

    // Beside the cluster chosen on the page: Alone is withheld whole, so no figure of it.
    const exportWith = (clusterId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/excel_benchmark_average',
        payload: {
          PeriodOne: 'previous_year',
          PeriodTwo: 'ytd',
          ClusterData: { survey_id: sa.id, locale: 'en' },
          TrendClusterId: clusterId,
        },
        headers: { cookie: cookies.researcherA! },
      });
    const alone = await exportWith(otherCluster);
    expect(alone.statusCode).toBe(200);
    const aloneBook = new ExcelJS.Workbook();
    await aloneBook.xlsx.load(alone.rawPayload as unknown as ArrayBuffer);
    const aloneRow = aloneBook.getWorksheet('Trend')!.getRow(2).values as unknown[];
    expect(aloneRow.slice(5, 12)).toEqual([2.8, 2.1599, 3.4401, 7.7, 5.4548, 9.9452, 5]);
    expect(aloneRow.slice(12)).toEqual(['too few to compare']);
    // A cluster of another setting is not the user's to use.
    const foreign = await buildBenchmarkSetting(ctx.database, {
      description: 'Elsewhere',
      clusters: { Elsewhere: [] },
      defaultCluster: 'Elsewhere',
    });
    expect((await exportWith(foreign.clusterIds.Elsewhere!)).statusCode).toBe(404);
  });

  it('withholds the whole cluster below the minimum of organisations', async () => {
    const body = await trendOk({ cluster_id: otherCluster });
    expect(body).toMatchObject({ clusterName: 'Alone', cluster_withheld: 'too_few_organizations' });
    expect(body.dimensions[0]!.points.every((point) => point.cluster_avg_score === null)).toBe(true);
    expect(pointAt(body, quarterId)).toMatchObject({ avg_score: 2.8, cluster_n: null, cluster_qi_score: null });
  });

  it('has no dimensions for a survey without answers in the window', async () => {
    const response = await trend({ survey_id: empty.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ surveyName: 'Leeg en', dimensions: [] });
  });

  it('refuses bad input with 400', async () => {
    for (const body of [{ granularity: 'week' }, { survey_id: 'x' }, { cluster_id: -1 }]) {
      const response = await trend(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({ code: expect.any(String), issues: expect.any(Array) });
    }
  });

  it('refuses an observer, another organisation, another client and a cluster of another setting', async () => {
    expect((await trend({}, 'observerA')).statusCode).toBe(403);
    expect([403, 404]).toContain((await trend({}, 'researcherB')).statusCode);
    expect([403, 404]).toContain((await trend({}, 'researcherElsewhere')).statusCode);
    const foreign = await buildBenchmarkSetting(ctx.database, {
      description: 'Foreign',
      clusters: { Foreign: [] },
      defaultCluster: 'Foreign',
    });
    expect((await trend({ cluster_id: foreign.clusterIds.Foreign })).statusCode).toBe(404);
  });
});
