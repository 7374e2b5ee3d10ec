import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCHMARK_DISABLED_MESSAGE, BENCHMARK_PERIOD_IDS } from '@peil/contract/benchmark';
import { calendarDateIn, computeDimensionAverage, computeDimensionQiScore, PERIOD_IDS, toIsoDate } from '@peil/scoring';
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
 * The fixture, with every number below worked out by hand.
 *
 * Client "C" (benchmarking on) has organisations A (compared), B and C. Survey SA (org A) has
 * q1 and q2 in dimension D1 (q2 with importance 2), q3 in D2, q4 without a dimension and a
 * number question in D1 (neither counts). Cluster "Fertility" (the default) holds SA, SA2
 * (also org A, so always left out), SB (org B) and SC (org C, Dutch texts only, with a q5 in D3).
 *
 * 2024-06-15  SA r1 q1=4 q2=3 q3=2 q4=0 num=9 | r2 q1=2 q2=n/a q3=4 | r3 q1=3 q2=1
 *             SB b1 4 4 4 | b2 0 2 3          SC c1 q1=1 q3=1 q5=4      SA2 x1 0 0 0
 * 2023-03-15  SA r4 q1=1 q2=1 q3=0 | r5 q1=1 q2=3 q3=n/a
 *
 * Scores per question first: average = mean of its answers, QI = (5 - average) x importance; a
 * row (dimension, or a question's matches in the cluster) is the mean of its questions' scores.
 * Intervals take the spread of all the row's answers: half-width 1.96 · sd / √n.
 *
 * 2024, SA, D1: q1 4 2 3 -> 3, QI 2; q2 3 1 -> 2, QI (5 - 2)·2 = 6. Average (3 + 2) / 2 = 2.5,
 *   QI (2 + 6) / 2 = 4. Answers 4 3 2 3 1: n 5, var (39 - 13²/5)/4 = 1.3, hw 1.96·√1.3/√5 = 0.9994;
 *   QI per answer 1 4 3 2 8: var 7.3, hw 2.3683.
 * 2024, SA, D2: q3 2 4 -> 3, QI 2; var 2, hw 1.96.
 * 2024, cluster (SB + SC), D1: SB q1 4 0 -> 2, QI 3; SB q2 4 2 -> 3, QI 2; SC q1 1 -> 1, QI 4.
 *   Average (2 + 3 + 1) / 3 = 2, QI (3 + 2 + 4) / 3 = 3. Answers 4 4 0 2 1: var 3.2,
 *   hw 1.96·√3.2/√5 = 1.568 (QI the same, importance 1).
 * 2024, cluster, D2: SB q3 4 3 -> 3.5, QI 1.5; SC q3 1 -> 1, QI 4. Average 2.25, QI 2.75; answers
 *   4 3 1: var 7/3, hw 1.7286.
 * Questions 2024: SA q1 3, hw 1.96/√3 = 1.1316; cluster q1 (SB, SC by text): SB 2 and SC 1 -> 1.5,
 *   answers 4 0 1: var 13/3, hw 2.3556. SA q2 2, QI 6, QI per answer 4 8: hw 1.96·√8/√2 = 3.92.
 * 2023, SA, D1: q1 1 1 -> 1, QI 4; q2 1 3 -> 2, QI 6. Average 1.5, QI 5; answers 1 1 1 3: hw 0.98,
 *   QI per answer 4 8 4 4: hw 1.96. D2: q3 0 -> 0, QI 5, n 1, no interval.
 * All time, SA, D1: q1 4 2 3 1 1 -> 2.2, QI 2.8; q2 3 1 1 3 -> 2, QI 6. Average 2.1, QI 4.4.
 *   D2: q3 2 4 0 -> 2, QI 3.
 */

const YEAR_2023 = { start_date: '2023-01-01', end_date: '2023-12-31' };
const YEAR_2024 = { id: 'custom', start_date: '2024-01-01', end_date: '2024-12-31', label: '2024' };

describe('benchmark API', () => {
  let ctx: TestContext;
  const cookies: Record<string, string> = {};
  let sa: BenchmarkSurvey;
  let sd: BenchmarkSurvey;
  let d1: number;
  let d2: number;
  let d3: number;
  let clusterIds: Record<string, number>;
  let otherClusterId: number;
  let clientC: number;
  let clientD: number;
  let researcherAId: number;

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie: cookies[who]! } });

  beforeAll(async () => {
    ctx = await createTestApp();
    const { database } = ctx;
    d1 = await buildDimension(database, { nl: 'Communicatie', en: 'Communication' }, 1);
    d2 = await buildDimension(database, { nl: 'Informatie', en: 'Information' }, 2);
    d3 = await buildDimension(database, { nl: 'Faciliteiten', en: 'Facilities' }, 3);

    clientC = (await buildClient(database, { benchmarkEnabled: true })).id;
    const orgA = await buildOrganization(database, { clientId: clientC });
    const orgB = await buildOrganization(database, { clientId: clientC });
    const orgC = await buildOrganization(database, { clientId: clientC });

    const q1 = { key: 'q1', texts: { nl: 'De arts luisterde', en: 'The doctor listened' }, dimensionId: d1 };
    const q2 = { key: 'q2', texts: { nl: 'Duidelijke informatie', en: 'Clear information' }, dimensionId: d1 };
    const q3 = { key: 'q3', texts: { nl: 'Korte wachttijd', en: 'Short waiting time' }, dimensionId: d2 };
    sa = await buildLikertSurvey(database, {
      organizationId: orgA.id,
      title: 'Kliniek A',
      questions: [
        q1,
        { ...q2, importance: 2 },
        q3,
        { key: 'q4', texts: { nl: 'Leeftijd', en: 'Age' }, dimensionId: null },
        { key: 'num', texts: { nl: 'Aantal', en: 'Number' }, dimensionId: d1, isNumber: true },
      ],
    });
    const sa2 = await buildLikertSurvey(database, {
      organizationId: orgA.id,
      title: 'Kliniek A2',
      questions: [q1, q2, q3],
    });
    const sb = await buildLikertSurvey(database, {
      organizationId: orgB.id,
      title: 'Kliniek B',
      questions: [{ ...q1, texts: { nl: 'De arts luisterde', en: '  THE DOCTOR LISTENED ' } }, q2, q3],
    });
    const sc = await buildLikertSurvey(database, {
      organizationId: orgC.id,
      title: 'Kliniek C',
      locales: ['nl'],
      questions: [
        { ...q1, texts: { nl: 'De arts luisterde' } },
        { ...q3, texts: { nl: 'Korte wachttijd' } },
        { key: 'q5', texts: { nl: 'Parkeren' }, dimensionId: d3 },
      ],
    });

    const day2024 = '2024-06-15';
    await addBenchmarkRespondent(database, sa, day2024, { q1: 4, q2: 3, q3: 2, q4: 0, num: 9 });
    await addBenchmarkRespondent(database, sa, day2024, { q1: 2, q2: NA, q3: 4 });
    await addBenchmarkRespondent(database, sa, day2024, { q1: 3, q2: 1 });
    await addBenchmarkRespondent(database, sa, '2023-03-15', { q1: 1, q2: 1, q3: 0 });
    await addBenchmarkRespondent(database, sa, '2023-03-15', { q1: 1, q2: 3, q3: NA });
    await addBenchmarkRespondent(database, sb, day2024, { q1: 4, q2: 4, q3: 4 });
    await addBenchmarkRespondent(database, sb, day2024, { q1: 0, q2: 2, q3: 3 });
    await addBenchmarkRespondent(database, sc, day2024, { q1: 1, q3: 1, q5: 4 });
    await addBenchmarkRespondent(database, sa2, day2024, { q1: 0, q2: 0, q3: 0 });

    const setting = await buildBenchmarkSetting(database, {
      description: 'Fertility clinics',
      clusters: { Fertility: [sa.id, sa2.id, sb.id, sc.id], Small: [sc.id], Studie: [sa.id] },
      defaultCluster: 'Fertility',
      thresholds: { minOrganizations: 1, minRespondents: 1 },
    });
    clusterIds = setting.clusterIds;
    await database.query(sql`update clients set benchmark_settings_id = ${setting.settingId} where id = ${clientC}`);

    // Client D has benchmarking off; client E has it on, with a setting of its own.
    clientD = (await buildClient(database, { benchmarkEnabled: false })).id;
    const orgD = await buildOrganization(database, { clientId: clientD });
    sd = await buildLikertSurvey(database, { organizationId: orgD.id, title: 'Kliniek D', questions: [q1] });
    await addBenchmarkRespondent(database, sd, day2024, { q1: 4 });
    const otherSetting = await buildBenchmarkSetting(database, {
      description: 'Other',
      clusters: { Elsewhere: [sd.id] },
      defaultCluster: 'Elsewhere',
      thresholds: { minOrganizations: 1, minRespondents: 1 },
    });
    otherClusterId = otherSetting.clusterIds.Elsewhere!;
    const clientE = await buildClient(database, {
      benchmarkEnabled: true,
      benchmarkSettingsId: otherSetting.settingId,
    });
    const orgE = await buildOrganization(database, { clientId: clientE.id });

    const users = {
      researcherA: await buildUser(database, { role: 3, organizationId: orgA.id }),
      adminA: await buildUser(database, { role: 2, organizationId: orgA.id }),
      observerA: await buildUser(database, { role: 4, organizationId: orgA.id }),
      researcherB: await buildUser(database, { role: 3, organizationId: orgB.id }),
      researcherD: await buildUser(database, { role: 3, organizationId: orgD.id }),
      researcherE: await buildUser(database, { role: 3, organizationId: orgE.id }),
      superadminD: await buildUser(database, { role: 1, organizationId: orgD.id }),
    };
    for (const [name, user] of Object.entries(users)) cookies[name] = await loginAs(ctx.app, user);
    researcherAId = users.researcherA.id;
  });
  afterAll(() => ctx.close());

  const barChart = (period: unknown, who = 'researcherA', surveyId = sa.id) =>
    call(who, 'POST', '/api/v1/benchmark/bar-chart-single-survey', { survey_id: surveyId, locale: 'en', period });

  it('uses the named periods of @peil/scoring', () => {
    expect([...BENCHMARK_PERIOD_IDS]).toEqual([...PERIOD_IDS]);
  });

  it('scores the survey per dimension against its default cluster without its own organisation', async () => {
    const response = await barChart(YEAR_2024);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      surveyName: 'Kliniek A en',
      clusterName: 'Fertility',
      cluster_id: clusterIds.Fertility,
      // SB's two respondents and SC's one; SA2 (the compared organisation's own) is left out.
      clusterN: 3,
      surveyN: 3,
      period: { id: 'custom', start_date: '2024-01-01', end_date: '2024-12-31', label: '2024' },
    });
    expect(body.data.map((row: { label: string }) => row.label)).toEqual(['Communication', 'Information']);
    const [communication, information] = body.data;
    expect(communication).toMatchObject({ dimension: 'Communication', dimension_id: d1, question_id: null });
    expect(communication.survey_avg_score).toBeCloseTo(2.5, 4);
    expect(communication.survey_confidence_interval_avg_score).toBeCloseTo(0.9994, 4);
    expect(communication.survey_qi_score).toBeCloseTo(4, 4);
    expect(communication.survey_confidence_interval_qi_score).toBeCloseTo(2.3683, 4);
    expect(communication.cluster_avg_score).toBeCloseTo(2, 4);
    expect(communication.cluster_confidence_interval_avg_score).toBeCloseTo(1.568, 4);
    expect(communication.cluster_qi_score).toBeCloseTo(3, 4);
    expect(communication.cluster_confidence_interval_qi_score).toBeCloseTo(1.568, 4);
    // Rows count scored answers (the n of the intervals); N counts respondents.
    expect(communication).toMatchObject({ survey_n: 5, cluster_n: 5 });
    expect(information.survey_avg_score).toBeCloseTo(3, 4);
    expect(information.survey_confidence_interval_avg_score).toBeCloseTo(1.96, 4);
    expect(information.survey_qi_score).toBeCloseTo(2, 4);
    expect(information.cluster_avg_score).toBeCloseTo(2.25, 4);
    expect(information.cluster_confidence_interval_avg_score).toBeCloseTo(1.7286, 4);
    expect(information.cluster_qi_score).toBeCloseTo(2.75, 4);
    expect(information).toMatchObject({ survey_n: 2, cluster_n: 3 });
  });

  it('computes the same dimension scores as the reference formula of @peil/scoring', async () => {
    const [communication] = (await barChart(YEAR_2024)).json().data;
    // SA's questions in D1: q1 averages 3 (importance 1), q2 averages 2 (importance 2).
    const survey = [
      { average: 3, importance: 1 },
      { average: 2, importance: 2 },
    ];
    // The cluster's: SB q1 2, SB q2 3, SC q1 1, each of importance 1.
    const cluster = [{ average: 2 }, { average: 3 }, { average: 1 }];
    expect(communication.survey_avg_score).toBeCloseTo(computeDimensionAverage(survey)!, 4);
    expect(communication.survey_qi_score).toBeCloseTo(computeDimensionQiScore(survey)!, 4);
    expect(communication.cluster_avg_score).toBeCloseTo(computeDimensionAverage(cluster)!, 4);
    expect(communication.cluster_qi_score).toBeCloseTo(computeDimensionQiScore(cluster)!, 4);
  });

  it('filters by period: named periods and explicit dates', async () => {
    const year2023 = (await barChart(YEAR_2023)).json();
    // No organisation of the cluster answered in 2023: nothing to compare, no count either.
    expect(year2023).toMatchObject({ surveyN: 2, clusterN: null, cluster_withheld: 'too_few_organizations' });
    expect(year2023.period).toMatchObject({ id: 'custom', start_date: '2023-01-01', end_date: '2023-12-31' });
    const [communication, information] = year2023.data;
    expect(communication.survey_avg_score).toBeCloseTo(1.5, 4);
    expect(communication.survey_confidence_interval_avg_score).toBeCloseTo(0.98, 4);
    expect(communication.survey_qi_score).toBeCloseTo(5, 4);
    expect(communication.survey_confidence_interval_qi_score).toBeCloseTo(1.96, 4);
    expect(communication.cluster_avg_score).toBeNull();
    expect(communication.cluster_confidence_interval_avg_score).toBeNull();
    // One answer: a score, but no interval.
    expect(information).toMatchObject({ survey_avg_score: 0, survey_qi_score: 5, survey_n: 1 });
    expect(information.survey_confidence_interval_avg_score).toBeNull();

    const allTime = (await barChart('all_time')).json();
    expect(allTime.surveyN).toBe(5);
    expect(allTime.period).toMatchObject({ id: 'all_time', start_date: '2000-01-01', label: 'all_time' });
    // D1 over both years: q1 4 2 3 1 1 -> 2.2 and q2 3 1 1 3 -> 2; (2.2 + 2) / 2 = 2.1.
    expect(allTime.data[0].survey_avg_score).toBeCloseTo(2.1, 4);

    // The fixture lies in 2023 and 2024: this year has nothing, which is an empty result.
    const ytd = await barChart('ytd');
    expect(ytd.statusCode).toBe(200);
    expect(ytd.json()).toMatchObject({ data: [], surveyN: 0, clusterName: 'Fertility' });
  });

  it('scores a survey without a default cluster on its own', async () => {
    const client = await buildClient(ctx.database, { benchmarkEnabled: true });
    const organization = await buildOrganization(ctx.database, { clientId: client.id });
    const survey = await buildLikertSurvey(ctx.database, {
      organizationId: organization.id,
      title: 'Alleen',
      questions: [{ key: 'q1', texts: { en: 'Alone' }, dimensionId: d1 }],
      locales: ['en'],
    });
    await addBenchmarkRespondent(ctx.database, survey, '2024-02-01', { q1: 3 });
    await addBenchmarkRespondent(ctx.database, survey, '2024-02-02', { q1: NA });
    cookies.lonely = await loginAs(
      ctx.app,
      await buildUser(ctx.database, { role: 3, organizationId: organization.id }),
    );
    const body = (await barChart('all_time', 'lonely', survey.id)).json();
    // The 'not applicable' respondent has no scored answer and is not counted.
    expect(body).toMatchObject({ clusterName: null, cluster_id: null, clusterN: 0, surveyN: 1 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      survey_avg_score: 3,
      survey_qi_score: 2,
      cluster_avg_score: null,
      survey_n: 1,
    });
    expect(body.data[0].survey_confidence_interval_avg_score).toBeNull();
    const clusters = (await call('lonely', 'GET', '/api/v1/benchmark/clusters_in_settings')).json();
    expect(clusters).toEqual({ clusters: [], description: '' });
  });

  it('refuses impossible periods with 400', async () => {
    expect((await barChart({ start_date: '2024-05-01', end_date: '2024-04-01' })).statusCode).toBe(400);
    expect((await barChart({ start_date: '2024-02-30', end_date: '2024-04-01' })).statusCode).toBe(400);
    expect((await barChart('last_week')).statusCode).toBe(400);
  });

  it('scores each question against the matching questions of the cluster', async () => {
    const response = await call('researcherA', 'POST', '/api/v1/benchmark/question-level', {
      survey_id: sa.id,
      locale: 'en',
      period: YEAR_2024,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((row: { label: string }) => row.label)).toEqual([
      'The doctor listened',
      'Clear information',
      'Short waiting time',
    ]);
    const [q1, q2, q3] = body.data;
    expect(q1).toMatchObject({ dimension: 'Communication', dimension_id: d1, question_id: sa.questions.q1 });
    expect(q1.survey_avg_score).toBeCloseTo(3, 4);
    expect(q1.survey_confidence_interval_avg_score).toBeCloseTo(1.1316, 4);
    // SB's q1 (4, 0 -> 2) and SC's (1) are two questions: (2 + 1) / 2, not the pooled 5 / 3.
    expect(q1.cluster_avg_score).toBeCloseTo(1.5, 4);
    expect(q1.cluster_confidence_interval_avg_score).toBeCloseTo(2.3556, 4);
    expect(q1).toMatchObject({ survey_n: 3, cluster_n: 3 });
    // Importance 2: QI = (5 - 2) x 2.
    expect(q2.survey_avg_score).toBeCloseTo(2, 4);
    expect(q2.survey_qi_score).toBeCloseTo(6, 4);
    expect(q2.survey_confidence_interval_qi_score).toBeCloseTo(3.92, 4);
    expect(q2.cluster_avg_score).toBeCloseTo(3, 4);
    expect(q2.cluster_n).toBe(2);
    expect(q3).toMatchObject({ dimension: 'Information', survey_n: 2, cluster_n: 3 });
    expect(q3.cluster_avg_score).toBeCloseTo(2.25, 4);
  });

  it('compares the survey in two periods, per dimension and per question', async () => {
    const response = await call('researcherA', 'POST', '/api/v1/benchmark/time-comparison', {
      survey_id: sa.id,
      locale: 'nl',
      period_one: YEAR_2023,
      period_two: YEAR_2024,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ surveyName: 'Kliniek A nl', periodOneSurveyN: 2, periodTwoSurveyN: 3 });
    expect(body.periodOne).toMatchObject({ start_date: '2023-01-01', end_date: '2023-12-31' });
    const [communication, information] = body.data;
    expect(communication).toMatchObject({ dimension: 'Communicatie', label: 'Communicatie', period_one_n: 4 });
    expect(communication.period_one_avg_score).toBeCloseTo(1.5, 4);
    expect(communication.period_one_confidence_interval_avg_score).toBeCloseTo(0.98, 4);
    expect(communication.period_one_qi_score).toBeCloseTo(5, 4);
    expect(communication.period_two_avg_score).toBeCloseTo(2.5, 4);
    expect(communication.period_two_confidence_interval_qi_score).toBeCloseTo(2.3683, 4);
    expect(information.period_one_avg_score).toBe(0);
    expect(information.period_one_confidence_interval_avg_score).toBeNull();
    expect(information.period_two_avg_score).toBeCloseTo(3, 4);

    const questions = (
      await call('researcherA', 'POST', '/api/v1/benchmark/question-level-time-comparison', {
        survey_id: sa.id,
        locale: 'nl',
        period_one: YEAR_2023,
        period_two: 'all_time',
      })
    ).json();
    expect(questions.data.map((row: { label: string }) => row.label)).toEqual([
      'De arts luisterde',
      'Duidelijke informatie',
      'Korte wachttijd',
    ]);
    // q2 in 2023: 1 and 3 -> 2, QI (4 + 2) x 2 / 2 = 6; over all time: 3 1 1 3 -> 2.
    expect(questions.data[1].period_one_qi_score).toBeCloseTo(6, 4);
    expect(questions.data[1].period_two_avg_score).toBeCloseTo(2, 4);
    expect(questions.periodTwoSurveyN).toBe(5);
  });

  it('gives the radar against a chosen cluster, with cluster-only dimensions hidden', async () => {
    const response = await call('researcherA', 'POST', '/api/v1/benchmark', {
      surveyId: sa.id,
      clusterId: clusterIds.Fertility,
      locale: 'en',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ n: 5, clusterN: 3, clusterName: 'Fertility' });
    expect(body.data.map((row: { dimension: string }) => row.dimension)).toEqual([
      'Communication',
      'Information',
      'Facilities',
    ]);
    const [communication, information, facilities] = body.data;
    expect(communication.visible).toBe(true);
    expect(communication.survey_average_score).toBeCloseTo(2.1, 4);
    expect(communication.survey_QI_score).toBeCloseTo(4.4, 4);
    expect(communication.cluster_average_score).toBeCloseTo(2, 4);
    expect(communication.cluster_QI_score).toBeCloseTo(3, 4);
    expect(information.survey_average_score).toBeCloseTo(2, 4);
    expect(information.survey_QI_score).toBeCloseTo(3, 4);
    // Without the survey's answers there is nothing to compare: no figure of the cluster either.
    expect(facilities).toMatchObject({
      dimension_id: d3,
      visible: false,
      comparable: false,
      survey_average_score: null,
      cluster_average_score: null,
      cluster_QI_score: null,
    });

    const small = (
      await call('researcherA', 'POST', '/api/v1/benchmark', { surveyId: sa.id, clusterId: clusterIds.Small })
    ).json();
    expect(small).toMatchObject({ n: 5, clusterN: 1, clusterName: 'Small' });
    expect(small.data[0].cluster_average_score).toBe(1);
  });

  it('gives the radar of two periods', async () => {
    const response = await call('researcherA', 'POST', '/api/v1/benchmark_time', {
      surveyId: sa.id,
      startPeriod: YEAR_2023,
      endPeriod: YEAR_2024,
      locale: 'de',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ firstN: 2, secondN: 3 });
    // The survey has no German: its first language (nl) names the dimensions.
    expect(body.data.first.map((row: { dimension_translation: string }) => row.dimension_translation)).toEqual([
      'Communicatie',
      'Informatie',
    ]);
    expect(body.data.first[0].average_score).toBeCloseTo(1.5, 4);
    expect(body.data.first[0].QI_score).toBeCloseTo(5, 4);
    expect(body.data.first[1]).toMatchObject({ average_score: 0, QI_score: 5, visible: true });
    expect(body.data.second[0].average_score).toBeCloseTo(2.5, 4);
    expect(body.data.second[1]).toMatchObject({ average_score: 3, QI_score: 2, visible: true });

    const empty = (
      await call('researcherA', 'POST', '/api/v1/benchmark_time', {
        surveyId: sa.id,
        startPeriod: { start_date: '2020-01-01', end_date: '2020-03-31' },
        endPeriod: YEAR_2024,
      })
    ).json();
    expect(empty.firstN).toBe(0);
    expect(empty.data.first.every((row: { visible: boolean }) => !row.visible)).toBe(true);
  });

  it("lists the clusters of the user's setting with only the surveys the user may read", async () => {
    const response = await call('researcherA', 'GET', '/api/v1/benchmark/clusters_in_settings');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.description).toBe('Fertility clinics');
    // The study cluster 'Studie' is not listed: organisation A does not run the study.
    expect(body.clusters.map((cluster: { cluster_name: string }) => cluster.cluster_name)).toEqual([
      'Fertility',
      'Small',
    ]);
    const [fertility, small] = body.clusters;
    expect(fertility).toMatchObject({
      cluster_id: clusterIds.Fertility,
      default_cluster_id: clusterIds.Fertility,
      survey_count: 4,
    });
    expect(fertility.surveys.map((survey: { survey_name: string }) => survey.survey_name)).toEqual([
      'Kliniek A en',
      'Kliniek A2 en',
    ]);
    expect(fertility.surveys[0]).toMatchObject({ survey_id: sa.id, survey_internal_name: expect.any(String) });
    expect(small).toMatchObject({ survey_count: 1, surveys: [] });

    const elsewhere = (await call('researcherE', 'GET', '/api/v1/benchmark/clusters_in_settings')).json();
    expect(elsewhere.clusters.map((cluster: { cluster_id: number }) => cluster.cluster_id)).toEqual([otherClusterId]);
  });

  it('opens the study cluster to organisation 198 alone: in the list, as the default and when chosen', async () => {
    // Client F's setting has the study cluster 'Studie' as its default, and 'Regio'. Organisation
    // 198 runs the study; organisation G, of the same client, does not.
    const client = await buildClient(ctx.database, { benchmarkEnabled: true });
    const org198 = await buildOrganization(ctx.database, { id: 198, clientId: client.id });
    const orgG = await buildOrganization(ctx.database, { clientId: client.id });
    const question = { key: 'q1', texts: { en: 'The doctor listened' }, dimensionId: d1 };
    const s198 = await buildLikertSurvey(ctx.database, {
      organizationId: org198.id,
      title: 'Studiekliniek',
      questions: [question],
      locales: ['en'],
    });
    const sg = await buildLikertSurvey(ctx.database, {
      organizationId: orgG.id,
      title: 'Kliniek G',
      questions: [question],
      locales: ['en'],
    });
    await addBenchmarkRespondent(ctx.database, s198, '2024-05-01', { q1: 4 });
    await addBenchmarkRespondent(ctx.database, sg, '2024-05-01', { q1: 2 });
    const setting = await buildBenchmarkSetting(ctx.database, {
      description: 'Study',
      clusters: { Studie: [s198.id, sg.id], Regio: [s198.id, sg.id] },
      defaultCluster: 'Studie',
      thresholds: { minOrganizations: 1, minRespondents: 1 },
    });
    await ctx.database.query(
      sql`update clients set benchmark_settings_id = ${setting.settingId} where id = ${client.id}`,
    );
    const { Studie: study, Regio: region } = setting.clusterIds as { Studie: number; Regio: number };
    cookies.study = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId: org198.id }));
    cookies.other = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId: orgG.id }));
    const radar = (who: string, surveyId: number, clusterId: number) =>
      call(who, 'POST', '/api/v1/benchmark', { surveyId, clusterId, locale: 'en' });

    // Organisation 198: the study cluster is listed, is its default and may be chosen.
    const ownList = (await call('study', 'GET', '/api/v1/benchmark/clusters_in_settings')).json();
    expect(ownList.clusters.map((cluster: { cluster_name: string }) => cluster.cluster_name)).toEqual([
      'Regio',
      'Studie',
    ]);
    expect(ownList.clusters[0].default_cluster_id).toBe(study);
    expect((await barChart('all_time', 'study', s198.id)).json()).toMatchObject({
      clusterName: 'Studie',
      cluster_id: study,
      clusterN: 1,
    });
    expect((await radar('study', s198.id, study)).statusCode).toBe(200);

    // Organisation G: the study cluster is not listed, is no default and cannot be chosen.
    const otherList = (await call('other', 'GET', '/api/v1/benchmark/clusters_in_settings')).json();
    expect(otherList.clusters).toHaveLength(1);
    expect(otherList.clusters[0]).toMatchObject({
      cluster_name: 'Regio',
      cluster_id: region,
      default_cluster_id: null,
    });
    expect((await barChart('all_time', 'other', sg.id)).json()).toMatchObject({
      clusterName: null,
      cluster_id: null,
      clusterN: 0,
    });
    const refused = await radar('other', sg.id, study);
    expect(refused.statusCode).toBe(404);
    expect((await radar('other', sg.id, region)).json()).toMatchObject({ clusterName: 'Regio', clusterN: 1 });
    // The export asks for the same default cluster: without it the workbook names none.
    const workbook = await call('other', 'POST', '/api/v1/excel_benchmark_average', {
      ClusterData: { survey_id: sg.id, locale: 'en', period: 'all_time' },
    });
    expect(workbook.headers['content-disposition']).toContain('benchmark_Kliniek_G_en_unnamed_');
  });

  it('says whether a client has benchmarking on, to its own users', async () => {
    const own = await call('researcherA', 'GET', `/api/v1/benchmark/benchmark_enabled/${clientC}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ benchmark_enabled: 1 });
    const disabled = await call('researcherD', 'GET', `/api/v1/benchmark/benchmark_enabled/${clientD}`);
    expect(disabled.json()).toEqual({ benchmark_enabled: 0 });
    expect((await call('researcherA', 'GET', `/api/v1/benchmark/benchmark_enabled/${clientD}`)).statusCode).toBe(403);
    expect((await call('superadminD', 'GET', `/api/v1/benchmark/benchmark_enabled/${clientC}`)).json()).toEqual({
      benchmark_enabled: 1,
    });
    expect((await call('superadminD', 'GET', '/api/v1/benchmark/benchmark_enabled/999999')).statusCode).toBe(404);
  });

  it('refuses observers, other tenants and clients without benchmarking', async () => {
    expect((await barChart(YEAR_2024, 'observerA')).statusCode).toBe(403);
    expect((await barChart(YEAR_2024, 'adminA')).statusCode).toBe(200);
    // Organisation B's researcher may not read organisation A's survey, though in one cluster.
    expect((await barChart(YEAR_2024, 'researcherB')).statusCode).toBe(404);
    expect((await barChart(YEAR_2024, 'researcherE')).statusCode).toBe(404);

    const disabled = await barChart(YEAR_2024, 'researcherD', sd.id);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error.message).toBe(BENCHMARK_DISABLED_MESSAGE);
    expect((await call('researcherD', 'GET', '/api/v1/benchmark/clusters_in_settings')).statusCode).toBe(403);
    expect(
      (
        await call('researcherD', 'POST', '/api/v1/excel_benchmark_average', {
          ClusterData: { survey_id: sd.id, locale: 'en' },
        })
      ).statusCode,
    ).toBe(403);

    // A cluster of another client's setting is not found; a superadmin may look anywhere.
    const foreignCluster = await call('researcherA', 'POST', '/api/v1/benchmark', {
      surveyId: sa.id,
      clusterId: otherClusterId,
    });
    expect(foreignCluster.statusCode).toBe(404);
    expect((await barChart(YEAR_2024, 'superadminD')).statusCode).toBe(200);

    const missing = await barChart(YEAR_2024, 'researcherA', 2_000_000_000);
    expect(missing.statusCode).toBe(404);
  });

  async function readWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook;
  }

  it('refuses a third benchmark workbook while the user has two reports or exports running', async () => {
    const held = [
      ctx.app.generationSlots.tryAcquire(researcherAId)!,
      ctx.app.generationSlots.tryAcquire(researcherAId)!,
    ];
    const body = { ClusterData: { survey_id: sa.id, locale: 'en', period: YEAR_2024 } };
    for (const url of ['/api/v1/excel_benchmark_average', '/api/v1/excel_benchmark_score']) {
      const busy = await call('researcherA', 'POST', url, body);
      expect(busy.statusCode, url).toBe(429);
      expect(busy.headers['retry-after']).toBe('10');
    }
    held.forEach((release) => release());
    expect((await call('researcherA', 'POST', '/api/v1/excel_benchmark_score', body)).statusCode).toBe(200);
  });

  it('exports the cluster benchmark as XLSX with average or QI scores', async () => {
    // The file is dated in the app's time zone, which is a day ahead of UTC late in the evening.
    const today = toIsoDate(calendarDateIn(new Date(), ctx.config.timeZone));
    const response = await call('researcherA', 'POST', '/api/v1/excel_benchmark_average', {
      ClusterData: { survey_id: sa.id, locale: 'en', period: YEAR_2024 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(
      `filename="benchmark_Kliniek_A_en_Fertility_${today}.xlsx"`,
    );
    const workbook = await readWorkbook(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Dimensions', 'Questions', 'About']);
    const dimensions = workbook.getWorksheet('Dimensions')!;
    expect(dimensions.getRow(1).values).toEqual([
      undefined,
      'Dimension',
      'Survey average score',
      'Survey 95% CI ±',
      'Survey N answers',
      'Cluster average score',
      'Cluster 95% CI ±',
      'Cluster N answers',
      'difference',
      'difference 95% CI from',
      'difference 95% CI to',
      'p (Welch t-test)',
    ]);
    // Welch, D1 2024: survey n 3 respondents, mean 2.5, variance 1.3; cluster n 3, mean 2, variance
    // 3.2. se² = 1.3/3 + 3.2/3 = 1.5, t = 0.5/1.2247 = 0.4082, df = 2.25/0.66278 = 3.3948,
    // t(0.975; 3.3948) = 2.9832, interval 0.5 ± 3.6534, p = 0.7075.
    expect(dimensions.getRow(2).values).toEqual([
      undefined,
      'Communication',
      2.5,
      0.9994,
      5,
      2,
      1.568,
      5,
      0.5,
      -3.1534,
      4.1534,
      0.7075,
    ]);
    expect(dimensions.getRow(3).getCell(1).value).toBe('Information');
    expect(workbook.getWorksheet('Questions')!.getRow(2).values).toEqual([
      undefined,
      'Communication',
      'The doctor listened',
      3,
      1.1316,
      3,
      1.5,
      2.3556,
      3,
      // 4 2 3 (variance 1) against 4 0 1 (variance 13/3), both n 3: se² = 1.7778, df = 3.1605/1.0988 = 2.8764
      1.5,
      -2.8483,
      5.8483,
      0.3456,
    ]);
    const about = workbook.getWorksheet('About')!;
    expect(about.getRow(1).values).toEqual([undefined, 'Survey', 'Kliniek A en']);
    expect(about.getRow(3).values).toEqual([undefined, 'Period', '01/01/2024 – 31/12/2024']);

    const scores = await call('researcherA', 'POST', '/api/v1/excel_benchmark_score', {
      ClusterData: { survey_id: sa.id, locale: 'nl', period: YEAR_2024 },
    });
    expect(scores.statusCode).toBe(200);
    const scoreBook = await readWorkbook(scores.rawPayload);
    // QI D1 2024: survey mean 4, variance 7.3; cluster mean 3, variance 3.2; both n 3.
    expect(scoreBook.getWorksheet('Dimensies')!.getRow(2).values).toEqual([
      undefined,
      'Communicatie',
      4,
      2.3683,
      5,
      3,
      1.568,
      5,
      1,
      -4.522,
      6.522,
      0.6254,
    ]);
  });

  it('exports the time comparison as XLSX', async () => {
    // The file is dated in the app's time zone, which is a day ahead of UTC late in the evening.
    const today = toIsoDate(calendarDateIn(new Date(), ctx.config.timeZone));
    const response = await call('researcherA', 'POST', '/api/v1/excel_benchmark_average', {
      PeriodOne: YEAR_2023,
      PeriodTwo: YEAR_2024,
      StartPeriod: null,
      EndPeriod: null,
      ClusterData: { survey_id: sa.id, locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="time_comparison_Kliniek_A_en_${today}.xlsx"`);
    const workbook = await readWorkbook(response.rawPayload);
    // Period two minus one: 2024 n 3 respondents, mean 2.5, variance 1.3; 2023 n 2, mean 1.5,
    // variance 1 (answers 1 1 1 3). se² = 1.3/3 + 1/2 = 0.9333, df = 0.8711/0.3439 = 2.5331.
    expect(workbook.getWorksheet('Dimensions')!.getRow(2).values).toEqual([
      undefined,
      'Communication',
      1.5,
      0.98,
      4,
      2.5,
      0.9994,
      5,
      1,
      -2.4214,
      4.4214,
      0.3892,
    ]);
    // The radar's names for the two periods work the same.
    const radarNames = await call('researcherA', 'POST', '/api/v1/excel_benchmark_score', {
      StartPeriod: YEAR_2023,
      EndPeriod: YEAR_2024,
      ClusterData: { survey_id: sa.id },
    });
    expect(radarNames.headers['content-disposition']).toContain('time_comparison_');
    const scoreBook = await readWorkbook(radarNames.rawPayload);
    expect(scoreBook.getWorksheet('Dimensions')!.getRow(2).getCell(2).value).toBe(5);
  });

  it('guards the workbook against formula injection in survey texts', async () => {
    await ctx.database.query(
      sql`insert into question_texts (question_id, locale, text)
        values (${sa.questions.q1!}, 'fr', '=HYPERLINK("http://x")') on conflict do nothing`,
    );
    // The texts are shown in French only while the survey is written in French.
    await ctx.database.query(sql`insert into survey_translations (survey_id, locale) values (${sa.id}, 'fr')`);
    const response = await call('researcherA', 'POST', '/api/v1/excel_benchmark_average', {
      ClusterData: { survey_id: sa.id, locale: 'fr', period: YEAR_2024 },
    });
    await ctx.database.query(sql`delete from survey_translations where survey_id = ${sa.id} and locale = 'fr'`);
    const workbook = await readWorkbook(response.rawPayload);
    const cell = workbook.getWorksheet('Questions')!.getRow(2).getCell(2).value;
    expect(cell).toBe('\'=HYPERLINK("http://x")');
  });
});
