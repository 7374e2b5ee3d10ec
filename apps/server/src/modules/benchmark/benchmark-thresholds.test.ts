import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBenchmarkSingleSurveyResponse } from '@peil/contract/benchmark';
import type { TBenchmarkSetting, TClusterWithSurveys } from '@peil/contract/benchmark-settings';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildClient, buildOrganization, buildUser, loginAs } from '../../test/factories.js';
import {
  addBenchmarkRespondent,
  buildBenchmarkSetting,
  buildDimension,
  buildLikertSurvey,
  NOT_APPLICABLE as NA,
  type BenchmarkSurvey,
} from '../../test/benchmark-fixture.js';

/*
 * Thresholds and Welch's test, every figure worked out by hand.
 *
 * Organisation A (the viewer) has survey SA; B, C, D and E each one survey. q1 is in dimension
 * D1, q2 in D2, importance 1. All answers on 2025-03-10.
 *
 * SA: 30 respondents, 15 answer q1 = 4 and 15 q1 = 2; all 30 answer q2 = 3.
 * SB: 15 respondents: 10 answer q1 = 2 and q2 = 3, 5 answer only q2 = 3.
 * SC: 15 respondents: 10 answer q1 (5 x 3, 5 x 1) and q2 = 3, 5 answer only q2 = 3.
 * SD: 10 respondents: q1 5 x 4 and 5 x 0, no q2.   SE: no respondents.
 *
 * Cluster "Drie" = SA, SB, SC, SD: without A three organisations with answers; 40 respondents.
 *   q1 (D1): 30 respondents of 3 organisations. q2 (D2): 30 respondents of only 2 (B and C).
 * Survey q1: mean 3, variance 15·1 + 15·1 over 29 = 30/29 = 1.03448.
 * Cluster q1: the mean of its questions' means, SB 2, SC 2, SD 2 -> 2; the 30 answers 2 (x10),
 *   3 1 (x5 each), 4 0 (x5 each) have squared deviations 0 + 10 + 40 = 50, variance 50/29 = 1.72414.
 * Welch: se² = (30/29)/30 + (50/29)/30 = 1/29 + 5/87 = 8/87 = 0.091954, se = 0.303239,
 *   t = 1/0.303239 = 3.29773, df = (8/87)² / ((1/29)²/29 + (5/87)²/29) = 54.588,
 *   t(0.975; 54.588) = 2.00438, difference 1 ± 0.60781 -> [0.3922, 1.6078], p = 0.001719.
 * QI (5 - score, importance 1): survey 2, cluster 3, the same spreads: difference -1, interval
 *   [-1.6078, -0.3922], p 0.001719; lower is better, so better too.
 * D1 holds only q1, so the dimension row is the same test (30 respondents on either side).
 */

const DAY = '2025-03-10';
const PERIOD = { id: 'custom', start_date: '2025-01-01', end_date: '2025-12-31', label: '2025' };

describe('benchmark thresholds and significance', () => {
  let ctx: TestContext;
  const cookies: Record<string, string> = {};
  let sa: BenchmarkSurvey;
  let clientId: number;
  let settingId: number;
  let clusterIds: Record<string, number>;
  let overlapSetting: { settingId: number; clusterIds: Record<string, number> };

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie: cookies[who]! } });

  const benchmark = async (url = '/api/v1/benchmark/bar-chart-single-survey') => {
    const response = await call('researcherA', 'POST', url, { survey_id: sa.id, locale: 'en', period: PERIOD });
    expect(response.statusCode).toBe(200);
    return response.json<TBenchmarkSingleSurveyResponse>();
  };

  const setThresholds = async (thresholds: Partial<Omit<TBenchmarkSetting, 'id' | 'name'>>, id = settingId) => {
    const response = await call('superadmin', 'POST', `/api/v1/benchmark/settings/${id}`, {
      name: `Setting ${id}`,
      ...thresholds,
    });
    expect(response.statusCode).toBe(200);
    return response.json<TBenchmarkSetting>();
  };

  const useSetting = (id: number) =>
    ctx.database.query(sql`update clients set benchmark_settings_id = ${id} where id = ${clientId}`);

  beforeAll(async () => {
    ctx = await createTestApp();
    const { database } = ctx;
    const d1 = await buildDimension(database, { nl: 'Communicatie', en: 'Communication' }, 1);
    const d2 = await buildDimension(database, { nl: 'Informatie', en: 'Information' }, 2);
    clientId = (await buildClient(database, { benchmarkEnabled: true })).id;
    const organizations = [];
    for (let i = 0; i < 5; i++) organizations.push(await buildOrganization(database, { clientId }));
    const questions = [
      { key: 'q1', texts: { en: 'The doctor listened' }, dimensionId: d1 },
      { key: 'q2', texts: { en: 'Clear information' }, dimensionId: d2 },
    ];
    const [survey, sb, sc, sd, se] = await Promise.all(
      organizations.map((organization, index) =>
        buildLikertSurvey(database, { organizationId: organization.id, title: `Kliniek ${'ABCDE'[index]}`, questions }),
      ),
    );
    sa = survey!;
    for (let i = 0; i < 30; i++) await addBenchmarkRespondent(database, sa, DAY, { q1: i < 15 ? 4 : 2, q2: 3 });
    for (let i = 0; i < 10; i++) await addBenchmarkRespondent(database, sb!, DAY, { q1: 2, q2: 3 });
    for (let i = 0; i < 5; i++) await addBenchmarkRespondent(database, sb!, DAY, { q1: NA, q2: 3 });
    for (let i = 0; i < 10; i++) await addBenchmarkRespondent(database, sc!, DAY, { q1: i < 5 ? 3 : 1, q2: 3 });
    for (let i = 0; i < 5; i++) await addBenchmarkRespondent(database, sc!, DAY, { q2: 3 });
    for (let i = 0; i < 10; i++) await addBenchmarkRespondent(database, sd!, DAY, { q1: i < 5 ? 4 : 0 });

    const setting = await buildBenchmarkSetting(database, {
      description: 'Thresholds',
      clusters: { Drie: [sa.id, sb!.id, sc!.id, sd!.id] },
      defaultCluster: 'Drie',
    });
    settingId = setting.settingId;
    clusterIds = setting.clusterIds;
    // Groot and Klein differ by E alone; Anders shares nothing with either.
    overlapSetting = await buildBenchmarkSetting(database, {
      description: 'Overlap',
      clusters: {
        Groot: [sb!.id, sc!.id, sd!.id, se!.id],
        Klein: [sa.id, sb!.id, sc!.id, sd!.id],
        Anders: [se!.id],
      },
      defaultCluster: 'Klein',
    });
    await useSetting(settingId);

    const users = {
      researcherA: await buildUser(database, { role: 3, organizationId: organizations[0]!.id }),
      admin: await buildUser(database, { role: 2, organizationId: organizations[0]!.id }),
      superadmin: await buildUser(database, { role: 1, organizationId: organizations[0]!.id }),
    };
    for (const [name, user] of Object.entries(users)) cookies[name] = await loginAs(ctx.app, user);
  });
  afterAll(() => ctx.close());

  it('a new setting has the defaults: 3 organisations, 30 respondents, p < 0.05', async () => {
    const read = await call('superadmin', 'GET', `/api/v1/benchmark/settings/${settingId}`);
    expect(read.json()).toMatchObject({ min_organizations: 3, min_respondents: 30, significance_level: 0.05 });
    const created = await call('superadmin', 'POST', '/api/v1/benchmark/create_settings', { name: 'Nieuw' });
    expect(created.json()).toMatchObject({ min_organizations: 3, min_respondents: 30, significance_level: 0.05 });
  });

  it('at the defaults shows the comparison with Welch’s test, hand-computed', async () => {
    const body = await benchmark();
    expect(body).toMatchObject({
      clusterName: 'Drie',
      clusterN: 40,
      surveyN: 30,
      cluster_withheld: null,
      thresholds: { min_organizations: 3, min_respondents: 30, significance_level: 0.05 },
    });
    const [communication, information] = body.data;
    expect(communication).toMatchObject({
      comparable: true,
      survey_avg_score: 3,
      cluster_avg_score: 2,
      survey_qi_score: 2,
      cluster_qi_score: 3,
      cluster_n: 30,
      avg_test: { difference: 1, lower: 0.3922, upper: 1.6078, p: 0.001719, significance: 'better' },
      qi_test: { difference: -1, lower: -1.6078, upper: -0.3922, p: 0.001719, significance: 'better' },
    });
    // Information: 30 respondents but only B and C answered it; nothing of the cluster is sent.
    expect(information).toEqual({
      ...information,
      comparable: false,
      survey_avg_score: 3,
      cluster_avg_score: null,
      cluster_qi_score: null,
      cluster_confidence_interval_avg_score: null,
      cluster_confidence_interval_qi_score: null,
      cluster_n: null,
      avg_test: null,
      qi_test: null,
    });

    const questions = await benchmark('/api/v1/benchmark/question-level');
    expect(questions.data.map((row) => [row.label, row.comparable, row.cluster_avg_score])).toEqual([
      ['The doctor listened', true, 2],
      ['Clear information', false, null],
    ]);
    expect(questions.data[0]!.avg_test).toEqual(communication!.avg_test);
  });

  it('minimum of respondents per question: above, at and just below', async () => {
    await setThresholds({ min_respondents: 29 });
    expect((await benchmark()).data[0]).toMatchObject({ comparable: true, cluster_avg_score: 2 });
    await setThresholds({ min_respondents: 30 });
    expect((await benchmark()).data[0]).toMatchObject({ comparable: true, cluster_avg_score: 2 });
    await setThresholds({ min_respondents: 31 });
    const below = await benchmark();
    expect(below.data[0]).toMatchObject({
      comparable: false,
      cluster_avg_score: null,
      cluster_qi_score: null,
      cluster_n: null,
      avg_test: null,
    });
    // The cluster as a whole has enough organisations: its respondent count stays.
    expect(below).toMatchObject({ cluster_withheld: null, clusterN: 40 });
    // The survey's own figures are its own to see.
    expect(below.data[0]).toMatchObject({ survey_avg_score: 3, survey_n: 30 });
    await setThresholds({ min_respondents: 30 });
  });

  it('minimum of organisations: above, at and just below', async () => {
    // Above (2): both rows compare, Information too with its two organisations.
    await setThresholds({ min_organizations: 2 });
    const above = await benchmark();
    expect(above.data.map((row) => row.comparable)).toEqual([true, true]);
    expect(above.data[1]).toMatchObject({ cluster_avg_score: 3, cluster_n: 30 });
    // At (3): Communication only, as at the defaults.
    await setThresholds({ min_organizations: 3 });
    expect((await benchmark()).data.map((row) => row.comparable)).toEqual([true, false]);
    // Just below (4): the whole cluster is withheld, its count included.
    await setThresholds({ min_organizations: 4 });
    const below = await benchmark();
    expect(below).toMatchObject({ cluster_withheld: 'too_few_organizations', clusterN: null, clusterName: 'Drie' });
    for (const row of below.data) {
      expect(row).toMatchObject({
        comparable: false,
        cluster_avg_score: null,
        cluster_qi_score: null,
        cluster_confidence_interval_avg_score: null,
        cluster_n: null,
        avg_test: null,
        qi_test: null,
      });
    }
    const radar = await call('researcherA', 'POST', '/api/v1/benchmark', {
      surveyId: sa.id,
      clusterId: clusterIds.Drie,
    });
    expect(radar.json()).toMatchObject({ clusterN: null, cluster_withheld: 'too_few_organizations' });
    expect(radar.json().data.map((row: { cluster_average_score: number | null }) => row.cluster_average_score)).toEqual(
      [null, null],
    );
    await setThresholds({ min_organizations: 3 });
  });

  it('the significance level is a setting: p = 0.001719 is significant at 0.0018, not at 0.0017', async () => {
    await setThresholds({ significance_level: 0.0018 });
    expect((await benchmark()).data[0]!.avg_test).toMatchObject({ p: 0.001719, significance: 'better' });
    await setThresholds({ significance_level: 0.0017 });
    expect((await benchmark()).data[0]!.avg_test).toMatchObject({ p: 0.001719, significance: 'same' });
    await setThresholds({ significance_level: 0.05 });
  });

  it('the exports say "too few to compare" and carry no figure of the cluster', async () => {
    await setThresholds({ min_respondents: 31 });
    const response = await call('researcherA', 'POST', '/api/v1/excel_benchmark_average', {
      ClusterData: { survey_id: sa.id, locale: 'nl', period: PERIOD },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('Dimensies')!.getRow(2).values as unknown[];
    expect(row).toEqual([undefined, 'Communicatie', 3, expect.any(Number), 30, 'te weinig om te vergelijken']);
    await setThresholds({ min_respondents: 30 });

    const shown = await call('researcherA', 'POST', '/api/v1/excel_benchmark_average', {
      ClusterData: { survey_id: sa.id, locale: 'en', period: PERIOD },
    });
    const shownBook = new ExcelJS.Workbook();
    await shownBook.xlsx.load(shown.rawPayload as unknown as ArrayBuffer);
    const dimensions = shownBook.getWorksheet('Dimensions')!;
    expect((dimensions.getRow(2).values as unknown[]).slice(5)).toEqual([
      2,
      expect.any(Number),
      30,
      1,
      0.3922,
      1.6078,
      0.001719,
    ]);
    expect((dimensions.getRow(3).values as unknown[]).slice(5)).toEqual(['too few to compare']);
  });

  it('warns of clusters that differ by fewer organisations than the minimum and shows only the larger', async () => {
    const clusters = (
      await call('superadmin', 'GET', `/api/v1/benchmark/clusters_with_surveys/${overlapSetting.settingId}`)
    ).json<TClusterWithSurveys[]>();
    const byName = Object.fromEntries(clusters.map((cluster) => [cluster.cluster_name, cluster.overlaps]));
    // Groot {B, C, D, E} and Klein {A, B, C, D} differ by A and E: 2 < 3. Anders {E} differs from
    // Groot by 3 (B, C, D: at the minimum, no warning) and from Klein by 5.
    expect(byName.Groot).toEqual([
      {
        cluster_id: overlapSetting.clusterIds.Klein,
        cluster_name: 'Klein',
        differing_organizations: 2,
        hidden_in_benchmark: false,
      },
    ]);
    expect(byName.Klein).toEqual([
      {
        cluster_id: overlapSetting.clusterIds.Groot,
        cluster_name: 'Groot',
        differing_organizations: 2,
        hidden_in_benchmark: true,
      },
    ]);
    expect(byName.Anders).toEqual([]);

    await useSetting(overlapSetting.settingId);
    try {
      // Klein, the default, is the smaller: withheld whole.
      const withheld = await benchmark();
      expect(withheld).toMatchObject({ clusterName: 'Klein', cluster_withheld: 'overlapping_cluster', clusterN: null });
      expect(withheld.data.every((row) => row.cluster_avg_score === null && row.avg_test === null)).toBe(true);
      const small = await call('researcherA', 'POST', '/api/v1/benchmark', {
        surveyId: sa.id,
        clusterId: overlapSetting.clusterIds.Klein,
      });
      expect(small.json()).toMatchObject({ cluster_withheld: 'overlapping_cluster', clusterN: null });
      // Groot is shown: B, C and D answered (E has no respondents), 40 respondents.
      const large = await call('researcherA', 'POST', '/api/v1/benchmark', {
        surveyId: sa.id,
        clusterId: overlapSetting.clusterIds.Groot,
      });
      expect(large.json()).toMatchObject({ cluster_withheld: null, clusterN: 40 });
      expect(large.json().data[0]).toMatchObject({ comparable: true, cluster_average_score: 2 });
    } finally {
      await useSetting(settingId);
    }
  });

  it('validates the thresholds and leaves them to superadmins', async () => {
    for (const invalid of [
      { min_organizations: 1 },
      { min_organizations: 2.5 },
      { min_respondents: 1 },
      { significance_level: 0 },
      { significance_level: 0.5 },
      { significance_level: '0.05' },
    ]) {
      const response = await call('superadmin', 'POST', `/api/v1/benchmark/settings/${settingId}`, {
        name: 'Ongeldig',
        ...invalid,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: expect.any(String), issues: expect.any(Array) });
    }
    const refused = await call('admin', 'POST', `/api/v1/benchmark/settings/${settingId}`, {
      name: 'Beheerder',
      min_organizations: 2,
    });
    expect(refused.statusCode).toBe(403);
    const [row] = await ctx.database.query<{ name: string; min_organizations: number; min_respondents: number }>(
      sql`select name, min_organizations, min_respondents from benchmark_settings where id = ${settingId}`,
    );
    expect(row).toEqual({ name: `Setting ${settingId}`, min_organizations: 3, min_respondents: 30 });
    // A save without thresholds (the spec's body) keeps them.
    const plain = await call('superadmin', 'POST', `/api/v1/benchmark/settings/${settingId}`, { name: 'Alleen naam' });
    expect(plain.json()).toMatchObject({ name: 'Alleen naam', min_organizations: 3, min_respondents: 30 });
  });
});
