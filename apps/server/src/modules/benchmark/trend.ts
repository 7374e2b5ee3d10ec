import type { TBenchmarkTrendResponse, TTrendGranularity, TTrendPoint } from '@peil/contract/benchmark-trend';
import type { TClusterWithheld } from '@peil/contract/benchmark';
import { trendWindow } from '@peil/scoring';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { resolveBenchmarkPeriod } from './benchmark-periods.js';
import { clusterWithheld } from './benchmark-service.js';
import {
  findBenchmarkSurvey,
  findClusterWithout,
  findDimensionLabels,
  type BenchmarkCluster,
} from './queries/benchmark-context.js';
import { aggregateTrendScores, countTrendRespondents, type TrendSums } from './queries/trend-scores.js';
import { round, scoreFromSums, type GroupScore } from './scores.js';
import { isClusterOpenTo } from './study-cluster-rule.js';

const SURVEY = 1;
const CLUSTER = 2;

function bounds(score: number | null, halfWidth: number | null): [number | null, number | null] {
  if (score === null || halfWidth === null) return [null, null];
  return [round(score - halfWidth), round(score + halfWidth)];
}

/**
 * The cluster a trend compares with: none (null), the one asked for (the caller has checked that
 * the user may use it) or the default cluster of the survey's setting, unless the study cluster rule closes it
 * to the viewer. Either way without any survey of the survey's own organisation.
 */
async function trendCluster(
  database: Database,
  survey: { default_cluster_id: number | null; organization_id: number },
  clusterId: number | null | undefined,
  viewer: { organizationId: number },
): Promise<BenchmarkCluster | null> {
  if (clusterId === null) return null;
  if (clusterId !== undefined) {
    const cluster = await findClusterWithout(database, clusterId, survey.organization_id);
    if (!cluster) throw notFound('Cluster not found.');
    return cluster;
  }
  if (survey.default_cluster_id === null) return null;
  const cluster = await findClusterWithout(database, survey.default_cluster_id, survey.organization_id);
  return cluster && isClusterOpenTo(cluster.name, viewer.organizationId) ? cluster : null;
}

/**
 * The survey's average and QI score per dimension per month or quarter over the last 36 whole
 * months, each with its 95 % interval, beside its cluster's scores. A cluster point obeys the
 * setting's thresholds on its own: fewer organisations or respondents than the minimum in that
 * dimension and period, and the API has no figure of it.
 */
export async function buildTrend(
  database: Database,
  /** cluster_id null: the survey alone, as for a client without benchmarking. */
  request: { survey_id: number; locale: string; granularity: TTrendGranularity; cluster_id?: number | null },
  today: Date,
  viewer: { organizationId: number },
): Promise<TBenchmarkTrendResponse> {
  const survey = await findBenchmarkSurvey(database, request.survey_id, request.locale);
  if (!survey) throw notFound('Survey not found.');
  const cluster = await trendCluster(database, survey, request.cluster_id, viewer);
  const window = trendWindow(today, request.granularity);
  const { from, until } = resolveBenchmarkPeriod(window, today);
  const scope = {
    surveyId: survey.id,
    clusterSurveyIds: cluster?.surveyIds ?? [],
    granularity: request.granularity,
    from,
    until,
  };
  // Two independent reads of the answers: on PostgreSQL they run side by side on two connections.
  const [sums, respondents] = await Promise.all([
    aggregateTrendScores(database, scope),
    countTrendRespondents(database, scope),
  ]);

  const key = (group: number, periodStart: string, dimensionId: number) => `${group}:${periodStart}:${dimensionId}`;
  const sumsByKey = new Map<string, TrendSums>();
  const organizations = new Map<number, number>();
  for (const row of sums) {
    if (row.period_start === null) organizations.set(row.group, row.organizations);
    else sumsByKey.set(key(row.group, row.period_start, row.dimension_id), row);
  }
  const respondentsByKey = new Map(
    respondents.map((row) => [key(row.group, row.period_start, row.dimension_id), row.respondents]),
  );
  const scoreOf = (group: number, periodStart: string, dimensionId: number): GroupScore => {
    const at = key(group, periodStart, dimensionId);
    return scoreFromSums(sumsByKey.get(at), respondentsByKey.get(at) ?? 0);
  };

  const withheld: TClusterWithheld = cluster
    ? await clusterWithheld(database, survey, cluster, organizations.get(CLUSTER) ?? 0)
    : null;
  const { min_organizations, min_respondents } = survey.thresholds;
  const isClusterShown = (peers: GroupScore) =>
    withheld === null &&
    peers.avg !== null &&
    peers.organizations >= min_organizations &&
    peers.respondents >= min_respondents;

  const dimensionIds = [
    ...new Set(sums.filter((row) => row.group === SURVEY && row.period_start !== null).map((row) => row.dimension_id)),
  ];
  const labels = await findDimensionLabels(database, dimensionIds, { surveyId: survey.id, locale: request.locale });

  return {
    surveyName: survey.name,
    granularity: request.granularity,
    clusterName: cluster?.name ?? null,
    cluster_id: cluster?.id ?? null,
    cluster_withheld: withheld,
    periods: window.periods.map(({ id, start_date, end_date, label, is_partial }) => ({
      id,
      start_date,
      end_date,
      label,
      is_partial,
    })),
    dimensions: labels.map((label) => ({
      dimension_id: label.dimension_id,
      dimension: label.dimension,
      points: window.periods.map((period): TTrendPoint => {
        const own = scoreOf(SURVEY, period.bucket_start, label.dimension_id);
        const peers = scoreOf(CLUSTER, period.bucket_start, label.dimension_id);
        const shown = isClusterShown(peers);
        const [avgLower, avgUpper] = bounds(own.avg, own.avgHalfWidth);
        const [qiLower, qiUpper] = bounds(own.qi, own.qiHalfWidth);
        return {
          period_id: period.id,
          avg_score: own.avg,
          avg_lower: avgLower,
          avg_upper: avgUpper,
          qi_score: own.qi,
          qi_lower: qiLower,
          qi_upper: qiUpper,
          n: own.respondents,
          cluster_avg_score: shown ? peers.avg : null,
          cluster_qi_score: shown ? peers.qi : null,
          cluster_n: shown ? peers.respondents : null,
        };
      }),
    })),
    thresholds: survey.thresholds,
  };
}
