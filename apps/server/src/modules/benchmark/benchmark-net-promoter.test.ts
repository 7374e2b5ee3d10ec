import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBenchmarkNetPromoterResponse } from '@peil/contract/benchmark';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildClient, buildOrganization, buildUser, loginAs } from '../../test/factories.js';
import { buildBenchmarkSetting } from '../../test/benchmark-fixture.js';
import { addNetPromoterAnswers, buildNetPromoterSurvey } from '../../test/net-promoter-fixture.js';

/*
 * The Net Promoter Score against the cluster, every figure worked out by hand.
 *
 * Organisation A (the viewer) has survey SA with the flagged question "How likely are you to
 * recommend us?". In 2025 it has 5 answers 10, 7, 8, 3, 5: 1 promoter, 2 passives, 2 detractors,
 * NPS = 20 % − 40 % = −20; variance per answer 0.2 + 0.4 − (−0.2)² = 0.56, half width
 * 100 × 1.96 × √(0.56 / 5) = 65.5941 -> [−85.5941, 45.5941].
 *
 * Cluster (without A): B (flagged, the same text): 7 promoters, 1 passive; C (flagged, the text in
 * other case and spaces): 5 promoters, 1 passive; D (NOT flagged, same text: counts by the rule):
 * 4 promoters, 2 passives. Left out: B's 3 detractors of 2023 (other period), E's flagged question
 * with another text and its number question with the same text, and A's own second survey.
 * Cluster: 16 promoters, 4 passives, 0 detractors of 3 organisations: NPS 80, variance
 * 0.8 − 0.64 = 0.16, half width 100 × 1.96 × √(0.16 / 20) = 17.5308 -> [62.4692, 97.5308].
 *
 * Test: difference −100, se = 100 × √(0.56/5 + 0.16/20) = 100 × √0.12 = 34.6410,
 * z = −2.88675, p = 2 × (1 − Φ(2.88675)) = 0.003892; interval −100 ± 67.8964 ->
 * [−167.8964, −32.1036]. Significantly worse at 0.05, not at 0.001.
 */

const RECOMMEND = 'How likely are you to recommend us?';
const DOCTOR = 'Would you recommend your doctor?';
const DAY = '2025-03-10';
const PERIOD = { id: 'custom', start_date: '2025-01-01', end_date: '2025-12-31', label: '2025' };

describe('benchmark: Net Promoter Score against the cluster', () => {
  let ctx: TestContext;
  const cookies: Record<string, string> = {};
  let surveyId: number;
  let questionId: number;
  let doctorId: number;
  let settingId: number;

  const call = (who: string | null, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/benchmark/net-promoter',
      payload,
      headers: who ? { cookie: cookies[who]! } : {},
    });

  const netPromoter = async (who = 'researcherA') => {
    const response = await call(who, { survey_id: surveyId, locale: 'en', period: PERIOD });
    expect(response.statusCode).toBe(200);
    return response.json<TBenchmarkNetPromoterResponse>();
  };

  const setThresholds = (values: { min_respondents?: number; min_organizations?: number; level?: number }) =>
    ctx.database.query(sql`update benchmark_settings
      set min_respondents = ${values.min_respondents ?? 5}, min_organizations = ${values.min_organizations ?? 3},
          significance_level = ${values.level ?? 0.05}
      where id = ${settingId}`);

  beforeAll(async () => {
    ctx = await createTestApp();
    const { database } = ctx;
    const clientId = (await buildClient(database, { benchmarkEnabled: true })).id;
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => buildOrganization(database, { clientId })));
    const survey = (
      organizationId: number,
      title: string,
      questions: Parameters<typeof buildNetPromoterSurvey>[1]['questions'],
    ) => buildNetPromoterSurvey(database, { organizationId, title, questions });

    const sa = await survey(a!.id, 'Kliniek A', [
      { key: 'nps', texts: { en: RECOMMEND, nl: 'Hoe waarschijnlijk beveelt u ons aan?' } },
      { key: 'pain', texts: { en: 'Pain from 0 to 10' }, isNps: false },
      { key: 'doctor', texts: { en: DOCTOR } },
    ]);
    surveyId = sa.id;
    questionId = sa.questions.nps!;
    doctorId = sa.questions.doctor!;
    await addNetPromoterAnswers(database, sa, 'nps', DAY, [10, 7, 8, 3, 5]);
    await addNetPromoterAnswers(database, sa, 'pain', DAY, [0, 0, 0]);
    await addNetPromoterAnswers(database, sa, 'doctor', DAY, [9, 9, 9, 9, 9]);
    const ownOther = await survey(a!.id, 'Kliniek A oud', [{ key: 'nps', texts: { en: RECOMMEND } }]);
    await addNetPromoterAnswers(database, ownOther, 'nps', DAY, [0, 0, 0, 0]);

    const sb = await survey(b!.id, 'Kliniek B', [
      { key: 'nps', texts: { en: RECOMMEND } },
      { key: 'doctor', texts: { en: DOCTOR } },
    ]);
    await addNetPromoterAnswers(database, sb, 'doctor', DAY, [10, 10, 10, 10, 10]);
    await addNetPromoterAnswers(database, sb, 'nps', DAY, [9, 10, 9, 10, 9, 10, 9, 8]);
    await addNetPromoterAnswers(database, sb, 'nps', '2023-06-01', [0, 1, 2]);
    const sc = await survey(c!.id, 'Kliniek C', [
      { key: 'nps', texts: { en: '  HOW likely are you to recommend us? ' } },
      { key: 'doctor', texts: { en: DOCTOR } },
    ]);
    await addNetPromoterAnswers(database, sc, 'doctor', DAY, [10, 10, 10, 10, 10]);
    await addNetPromoterAnswers(database, sc, 'nps', DAY, [10, 10, 9, 9, 10, 7]);
    const sd = await survey(d!.id, 'Kliniek D', [{ key: 'nps', texts: { en: RECOMMEND }, isNps: false }]);
    await addNetPromoterAnswers(database, sd, 'nps', DAY, [9, 9, 10, 10, 8, 7]);
    const se = await survey(e!.id, 'Kliniek E', [
      { key: 'nps', texts: { en: 'Would you come back?' } },
      { key: 'number', texts: { en: RECOMMEND }, type: 8, isNps: false },
    ]);
    await addNetPromoterAnswers(database, se, 'nps', DAY, [0, 0, 0, 0, 0]);
    await addNetPromoterAnswers(database, se, 'number', DAY, [0, 0, 0, 0, 0]);

    const setting = await buildBenchmarkSetting(database, {
      description: 'NPS',
      clusters: { Alle: [sa.id, ownOther.id, sb.id, sc.id, sd.id, se.id] },
      defaultCluster: 'Alle',
      thresholds: { minOrganizations: 3, minRespondents: 5 },
    });
    settingId = setting.settingId;
    await database.query(sql`update clients set benchmark_settings_id = ${settingId} where id = ${clientId}`);

    const users = {
      researcherA: await buildUser(database, { role: 3, organizationId: a!.id }),
      adminA: await buildUser(database, { role: 2, organizationId: a!.id }),
      observerA: await buildUser(database, { role: 4, organizationId: a!.id }),
      researcherB: await buildUser(database, { role: 3, organizationId: b!.id }),
    };
    for (const [name, user] of Object.entries(users)) cookies[name] = await loginAs(ctx.app, user);
  });
  afterAll(() => ctx.close());

  it('compares each Net Promoter question with the cluster’s, hand-computed', async () => {
    const body = await netPromoter();
    expect(body).toMatchObject({
      surveyName: 'Kliniek A en',
      clusterName: 'Alle',
      cluster_withheld: null,
      thresholds: { min_organizations: 3, min_respondents: 5, significance_level: 0.05 },
      period: { start_date: '2025-01-01', end_date: '2025-12-31' },
    });
    expect(body.data).toEqual([
      {
        question_id: questionId,
        label: RECOMMEND,
        dimension: null,
        survey: { score: -20, lower: -85.5941, upper: 45.5941, n: 5, promoters: 1, passives: 2, detractors: 2 },
        cluster: { score: 80, lower: 62.4692, upper: 97.5308, n: 20, promoters: 16, passives: 4, detractors: 0 },
        comparable: true,
        test: { difference: -100, lower: -167.8964, upper: -32.1036, p: 0.003892, significance: 'worse' },
      },
      // Only B and C answered the doctor question: 10 answers but 2 organisations, too few.
      {
        question_id: doctorId,
        label: DOCTOR,
        dimension: null,
        survey: { score: 100, lower: 100, upper: 100, n: 5, promoters: 5, passives: 0, detractors: 0 },
        cluster: null,
        comparable: false,
        test: null,
      },
    ]);
  });

  it('reads the question in the requested language', async () => {
    const response = await call('researcherA', { survey_id: surveyId, locale: 'nl', period: PERIOD });
    expect(response.json<TBenchmarkNetPromoterResponse>().data[0]!.label).toBe('Hoe waarschijnlijk beveelt u ons aan?');
  });

  it('takes the significance level of the setting', async () => {
    await setThresholds({ level: 0.001 });
    expect((await netPromoter()).data[0]!.test).toMatchObject({ p: 0.003892, significance: 'same' });
    await setThresholds({});
  });

  it('below the minimum of respondents sends no figure of the cluster', async () => {
    await setThresholds({ min_respondents: 6 });
    const response = await call('researcherA', { survey_id: surveyId, locale: 'en', period: PERIOD });
    const body = response.json<TBenchmarkNetPromoterResponse>();
    expect(body.cluster_withheld).toBeNull();
    expect(body.data[0]).toEqual({
      question_id: questionId,
      label: RECOMMEND,
      dimension: null,
      survey: { score: -20, lower: -85.5941, upper: 45.5941, n: 5, promoters: 1, passives: 2, detractors: 2 },
      cluster: null,
      comparable: false,
      test: null,
    });
    // Nothing in the JSON lets one work the cluster out: neither its score nor its counts.
    expect(response.body).not.toMatch(/"score":80|62\.4692|"n":20|"promoters":16/);
    await setThresholds({});
  });

  it('below the minimum of organisations withholds the cluster', async () => {
    await setThresholds({ min_organizations: 4 });
    const body = await netPromoter();
    expect(body.cluster_withheld).toBe('too_few_organizations');
    expect(body.data[0]).toMatchObject({ comparable: false, cluster: null, test: null });
    expect(body.data[0]!.survey).toMatchObject({ score: -20 });
    await setThresholds({});
  });

  it('gives no rows for a period without answers of the survey, and no survey figure', async () => {
    const response = await call('researcherA', {
      survey_id: surveyId,
      locale: 'en',
      period: { start_date: '2024-01-01', end_date: '2024-12-31' },
    });
    const empty = expect.objectContaining({ survey: null, cluster: null, comparable: false, test: null });
    expect(response.json<TBenchmarkNetPromoterResponse>().data).toEqual([empty, empty]);
  });

  const netPromoterSheet = async (locale = 'en') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/excel_benchmark_score',
      payload: { ClusterData: { survey_id: surveyId, locale, period: PERIOD } },
      headers: { cookie: cookies.researcherA! },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook.getWorksheet('Net Promoter Score')!;
  };

  it('the benchmark workbook has the NPS sheet with both groups, the difference and p', async () => {
    const sheet = await netPromoterSheet();
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Question',
      ...['Survey', 'Cluster'].flatMap((group) => [
        `${group} NPS`,
        `${group} NPS 95% interval from`,
        `${group} NPS 95% interval to`,
        `${group} promoters (9–10)`,
        `${group} passives (7–8)`,
        `${group} detractors (0–6)`,
        `${group} N`,
      ]),
      'difference',
      'difference 95% interval from',
      'difference 95% interval to',
      'p (two-sample test)',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      RECOMMEND,
      ...[-20, -85.5941, 45.5941, 1, 2, 2, 5],
      ...[80, 62.4692, 97.5308, 16, 4, 0, 20],
      ...[-100, -167.8964, -32.1036, 0.003892],
    ]);
    // The doctor question has too few organisations: no figure of the cluster, no test.
    expect(sheet.getRow(3).values).toEqual([undefined, DOCTOR, ...[100, 100, 100, 5, 0, 0, 5], 'too few to compare']);
  });

  it('the benchmark workbook sends no figure of the cluster below the thresholds', async () => {
    await setThresholds({ min_respondents: 6 });
    const sheet = await netPromoterSheet('nl');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Hoe waarschijnlijk beveelt u ons aan?',
      ...[-20, -85.5941, 45.5941, 1, 2, 2, 5],
      'te weinig om te vergelijken',
    ]);
    await setThresholds({});
  });

  it('allows admins, refuses observers, other organisations, sessions and bad input', async () => {
    expect((await netPromoter('adminA')).data).toHaveLength(2);
    const body = { survey_id: surveyId, locale: 'en', period: PERIOD };
    expect((await call('observerA', body)).statusCode).toBe(403);
    expect((await call('researcherB', body)).statusCode).toBe(404);
    expect((await call(null, body)).statusCode).toBe(401);
    const bad = await call('researcherA', { survey_id: 'x', period: 'someday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(bad.json().error.issues.length).toBeGreaterThan(0);
  });
});
