import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import { createSession } from '../../apps/server/src/modules/auth/session-store.js';
import { isWithheldByOverlap } from '../../apps/server/src/modules/benchmark/cluster-privacy.js';
import { compareGroups } from '../../apps/server/src/modules/benchmark/comparison.js';
import {
  aggregateScores,
  countScoredRespondents,
  type ScoreGroup,
} from '../../apps/server/src/modules/benchmark/queries/aggregate-scores.js';
import { findSettingClusters } from '../../apps/server/src/modules/benchmark/queries/benchmark-context.js';
import { countNetPromoterAnswers } from '../../apps/server/src/modules/benchmark/queries/net-promoter-counts.js';
import { indexSums } from '../../apps/server/src/modules/benchmark/scores.js';
import { openBenchDatabase, type BenchPostgres } from './postgres.js';
import { printPreAggregateCheck, seedPreAggregated, seedsOnPglite } from './pre-aggregates.js';
import { printFigure, printHeading } from './report.js';
import { benchTrend } from './trend.js';

const RESPONDENTS = Number(process.env.BENCH_BENCHMARK_RESPONDENTS ?? 100_000);
const QUESTIONS = 40;
const RUNS = Number(process.env.BENCH_BENCHMARK_RUNS ?? 7);

/**
 * POST /api/v1/benchmark/bar-chart-single-survey and question-level for the first demo survey
 * against its default cluster, with RESPONDENTS respondents spread over the demo surveys (40
 * questions each), against one hand-written GROUP BY per dimension over the same answers. The
 * parts the thresholds and Welch's test add are measured apart against the same baseline: the
 * respondent count with organisations and per dimension (against the plain count it replaced),
 * the overlapping-cluster check, and the tests of every question row; then the Net Promoter
 * comparison (route and query) against the same baseline.
 */
export async function benchBenchmark(postgres: BenchPostgres | undefined): Promise<void> {
  if (seedsOnPglite(RESPONDENTS)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bench-benchmark-'));
    await benchOn('PGlite', await openDatabase({ kind: 'pglite', dataDir: dir }));
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (postgres) {
    const { url, done } = await openBenchDatabase(postgres.serverUrl, process.env.BENCH_BENCHMARK_DATABASE_URL);
    await benchOn('PostgreSQL', await openDatabase({ kind: 'postgres', url }), url);
    await done();
  } else {
    console.log('benchmark on PostgreSQL: skipped (no PostgreSQL)');
  }
}

async function benchOn(label: string, database: Database, url?: string): Promise<void> {
  printHeading(`Benchmark on ${label} (${RESPONDENTS.toLocaleString('en')} respondents x ${QUESTIONS} questions)`);
  await seedPreAggregated(database, RESPONDENTS, { url, questionsPerSurvey: QUESTIONS });
  await database.raw('analyze');
  await printPreAggregateCheck(database);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production' }), database });
  const [admin] = await database.raw<{ id: number }>("select id from users where username = 'admin'");
  const { token } = await createSession(database.db, admin!.id, false);
  const cookie = `peil_session=${token}`;
  const [survey] = await database.raw<{ id: number; organization_id: number; cluster_id: number }>(
    `select s.id, s.organization_id, bs.default_cluster_id as cluster_id
     from surveys s join organizations o on o.id = s.organization_id join clients c on c.id = o.client_id
     join benchmark_settings bs on bs.id = c.benchmark_settings_id order by s.id limit 1`,
  );
  const clusterSurveys = await database.raw<{ survey_id: number }>(
    `select cs.survey_id from cluster_surveys cs join surveys s on s.id = cs.survey_id
     where cs.cluster_id = $1 and s.organization_id <> $2`,
    [survey!.cluster_id, survey!.organization_id],
  );
  const surveyIds = [survey!.id, ...clusterSurveys.map((row) => row.survey_id)];
  const [counted] = await database.raw<{ answers: string; respondents: string }>(
    `select count(*) as answers, count(distinct respondent_id) as respondents from answers where survey_id = any($1::int[])`,
    [surveyIds],
  );
  console.log(
    `(survey ${survey!.id} and ${clusterSurveys.length} cluster surveys: ${Number(counted!.respondents).toLocaleString('en')} respondents, ${Number(counted!.answers).toLocaleString('en')} answers)`,
  );

  const baseline = await median(() =>
    database.raw(
      `select q.dimension_id, a.survey_id = $1 as is_survey, count(*), sum(o.score)
       from answers a join questions q on q.id = a.question_id join question_options o on o.id = a.option_id
       where a.survey_id = any($2::int[]) and a.answered_at >= $3 and q.dimension_id is not null and o.score is not null
       group by 1, 2`,
      [survey!.id, surveyIds, '2000-01-01'],
    ),
  );
  const benchmark = (url: string) =>
    median(async () => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { survey_id: survey!.id, locale: 'nl', period: 'all_time' },
      });
      if (response.statusCode !== 200) throw new Error(`${url} ${response.statusCode}: ${response.body}`);
    });
  const byHand = { name: 'hand-written GROUP BY per dimension', value: baseline };
  printFigure(
    'bar-chart-single-survey p50, all time',
    await benchmark('/api/v1/benchmark/bar-chart-single-survey'),
    'ms',
    byHand,
  );
  printFigure('question-level p50, all time', await benchmark('/api/v1/benchmark/question-level'), 'ms', byHand);
  await benchThresholdsAndTests(database, survey!, surveyIds.slice(1), byHand);
  await benchNetPromoter(database, survey!.id, surveyIds.slice(1), benchmark, byHand);
  await benchTrend(app, cookie, database, survey!, surveyIds.slice(1), byHand, median);
  await app.close();
  await database.close();
}

async function benchThresholdsAndTests(
  database: Database,
  survey: { id: number; organization_id: number },
  clusterSurveyIds: number[],
  byHand: { name: string; value: number },
): Promise<void> {
  const period = { from: '2000-01-01', until: '2100-01-01' };
  const groups: [ScoreGroup, ScoreGroup] = [
    { surveyIds: [survey.id], ...period },
    { surveyIds: clusterSurveyIds, ...period },
  ];
  const all = `{${[survey.id, ...clusterSurveyIds].join(',')}}`;
  printFigure(
    'respondent count p50, plain (respondents per group, as before the thresholds)',
    await median(() =>
      database.raw(
        `select count(*) filter (where r.in1) as first, count(*) filter (where r.in2) as second
         from (select bool_or(a.survey_id = $1) as in1, bool_or(a.survey_id <> $1) as in2
               from answers a where a.survey_id = any($2::int[]) and a.answered_at >= '2000-01-01'
                 and a.option_id in (select o.id from question_options o join questions q on q.id = o.question_id
                                     where q.dimension_id is not null and o.score is not null)
               group by a.respondent_id) r`,
        [survey.id, all],
      ),
    ),
    'ms',
    byHand,
  );
  printFigure(
    'respondent count p50 with organisations (thresholds, question level)',
    await median(() => countScoredRespondents(database, groups, false)),
    'ms',
    byHand,
  );
  printFigure(
    'respondent count p50 with organisations and per dimension (thresholds, dimension level)',
    await median(() => countScoredRespondents(database, groups, true)),
    'ms',
    byHand,
  );
  const [setting] = await database.raw<{ settings_id: number }>(
    `select bs.id as settings_id from surveys s join organizations o on o.id = s.organization_id
     join clients c on c.id = o.client_id join benchmark_settings bs on bs.id = c.benchmark_settings_id
     where s.id = $1`,
    [survey.id],
  );
  printFigure(
    'overlapping-cluster check p50 (clusters of the setting with their organisations)',
    await median(async () => {
      const clusters = await findSettingClusters(database, setting!.settings_id, survey.organization_id);
      for (const cluster of clusters) isWithheldByOverlap(cluster, clusters, 3);
    }),
    'ms',
    byHand,
  );
  const level = { kind: 'question', surveyId: survey.id } as const;
  const sums = indexSums(
    await aggregateScores(database, groups, level),
    await countScoredRespondents(database, groups),
  );
  const rows = sums.rows(1);
  const thresholds = { min_organizations: 3, min_respondents: 30, significance_level: 0.05 };
  const REPEAT = 100;
  const tests = await median(async () => {
    for (let i = 0; i < REPEAT; i++) {
      for (const [dimensionId, questionId] of rows) {
        compareGroups(sums.score(1, dimensionId, questionId), sums.score(2, dimensionId, questionId), thresholds, true);
      }
    }
  });
  printFigure(`Welch's t-tests p50 of all ${rows.length} question rows (average and QI)`, tests / REPEAT, 'ms', byHand);
}

/**
 * The Net Promoter comparison of the demo's 0–10 "recommend" question (the cluster's surveys have
 * it too): the whole route, and its one counting query alone.
 */
async function benchNetPromoter(
  database: Database,
  surveyId: number,
  clusterSurveyIds: number[],
  benchmark: (url: string) => Promise<number>,
  byHand: { name: string; value: number },
): Promise<void> {
  const flagged = await database.raw<{ id: number }>('select id from questions where survey_id = $1 and is_nps', [
    surveyId,
  ]);
  const period = { from: '2000-01-01', until: '2100-01-01' };
  const { rows } = await countNetPromoterAnswers(
    database,
    flagged.map((row) => row.id),
    { surveyIds: [surveyId], ...period },
    { surveyIds: clusterSurveyIds, ...period },
  );
  const answers = (group: 1 | 2) =>
    rows
      .filter((row) => row.group === group)
      .reduce((sum, row) => sum + row.promoters + row.passives + row.detractors, 0)
      .toLocaleString('en');
  console.log(`(net promoter: ${flagged.length} question, ${answers(1)} answers against ${answers(2)} of the cluster)`);
  printFigure('net-promoter p50, all time', await benchmark('/api/v1/benchmark/net-promoter'), 'ms', byHand);
  printFigure(
    'net-promoter counts p50 (the one SQL query)',
    await median(() =>
      countNetPromoterAnswers(
        database,
        flagged.map((row) => row.id),
        { surveyIds: [surveyId], ...period },
        { surveyIds: clusterSurveyIds, ...period },
      ),
    ),
    'ms',
    byHand,
  );
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
