import type {
  TBenchmarkPeriod,
  TClusterWithheld,
  TComparisonThresholds,
  TBenchmarkRow,
  TBenchmarkSingleSurveyResponse,
  TBenchmarkTimeComparisonResponse,
  TBenchmarkTimeComparisonRow,
  TRadarClusterResponse,
  TRadarTimeResponse,
  TRadarTimeRow,
} from '@peil/contract/benchmark';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { resolveBenchmarkPeriod, toPeriod, type ResolvedPeriod } from './benchmark-periods.js';
import {
  aggregateScores,
  countScoredRespondents,
  type AggregateLevel,
  type ScoreGroup,
} from './queries/aggregate-scores.js';
import {
  findBenchmarkSurvey,
  findClusterWithout,
  findDimensionLabels,
  findQuestionLabels,
  findSettingClusters,
  type BenchmarkCluster,
  type BenchmarkSurvey,
  type RowLabel,
} from './queries/benchmark-context.js';
import { isWithheldByOverlap } from './cluster-privacy.js';
import { compareGroups, isComparable, type RowComparison } from './comparison.js';
import { NO_SCORE, type GroupScore, indexSums, type SumsIndex } from './scores.js';
import { isClusterOpenTo } from './study-cluster-rule.js';

export type RowLevel = 'dimension' | 'question';

const SURVEY = 1;
const CLUSTER = 2;
const FIRST = 1;
const SECOND = 2;

export async function requireSurvey(database: Database, surveyId: number, locale: string): Promise<BenchmarkSurvey> {
  const survey = await findBenchmarkSurvey(database, surveyId, locale);
  if (!survey) throw notFound('Survey not found.');
  return survey;
}

function aggregateLevel(level: RowLevel, surveyId: number): AggregateLevel {
  return level === 'question' ? { kind: 'question', surveyId } : { kind: 'dimension' };
}

/** Both groups' sums per row and their respondents (per dimension at dimension level). */
async function scoreBoth(
  database: Database,
  groups: readonly [ScoreGroup, ScoreGroup],
  level: AggregateLevel,
): Promise<SumsIndex> {
  // Two independent reads of the answers: on PostgreSQL they run side by side on two connections.
  const [rows, counts] = await Promise.all([
    aggregateScores(database, groups, level),
    countScoredRespondents(database, groups, level.kind === 'dimension'),
  ]);
  return indexSums(rows, counts);
}

/**
 * Why the cluster's figures may not be shown at all for `survey`: too few other organisations
 * with answers, or a larger cluster of the setting that differs from it by fewer organisations
 * than the minimum (the two together would reveal those few). Null when it may be shown.
 */
export async function clusterWithheld(
  database: Database,
  survey: BenchmarkSurvey,
  cluster: BenchmarkCluster,
  clusterOrganizations: number,
): Promise<TClusterWithheld> {
  if (clusterOrganizations < survey.thresholds.min_organizations) return 'too_few_organizations';
  if (survey.settings_id === null) return null;
  const clusters = await findSettingClusters(database, survey.settings_id, survey.organization_id);
  const own = clusters.find((entry) => entry.id === cluster.id);
  if (own && isWithheldByOverlap(own, clusters, survey.thresholds.min_organizations)) return 'overlapping_cluster';
  return null;
}

const WITHHELD: RowComparison = { comparable: false, avgTest: null, qiTest: null };

/** The cluster side of a row as the API may send it: nothing of it when not comparable. */
function peersShown(peers: GroupScore, comparison: RowComparison): GroupScore {
  return comparison.comparable ? peers : NO_SCORE;
}

function comparisonWithCluster(
  own: GroupScore,
  peers: GroupScore,
  thresholds: TComparisonThresholds,
  withheld: TClusterWithheld,
): RowComparison {
  return withheld === null ? compareGroups(own, peers, thresholds, true) : WITHHELD;
}

function groupOf(surveyIds: readonly number[], period: ResolvedPeriod): ScoreGroup {
  return { surveyIds, from: period.from, until: period.until };
}

/**
 * Labels of the rows present in any of `groups`, in dimension (then question) order, in the
 * languages of the compared survey `surveyId`.
 */
async function labelsFor(
  database: Database,
  sums: SumsIndex,
  groups: readonly (1 | 2)[],
  level: RowLevel,
  texts: { surveyId: number; locale: string },
): Promise<RowLabel[]> {
  const keys = groups.flatMap((group) => sums.rows(group));
  if (level === 'question') {
    const questionIds = [...new Set(keys.map(([, questionId]) => questionId!))];
    return findQuestionLabels(database, questionIds, texts.locale);
  }
  const dimensionIds = [...new Set(keys.map(([dimensionId]) => dimensionId))];
  return findDimensionLabels(database, dimensionIds, texts);
}

/**
 * The default cluster of the survey's benchmark setting without the survey's organisation; null
 * without one, or when `viewer` may not use it.
 */
export async function findDefaultCluster(
  database: Database,
  survey: BenchmarkSurvey,
  viewer: { organizationId: number },
): Promise<BenchmarkCluster | null> {
  const defaultCluster =
    survey.default_cluster_id === null
      ? undefined
      : await findClusterWithout(database, survey.default_cluster_id, survey.organization_id);
  // Spec §6: the study cluster is no default for an organisation that may not use it.
  return defaultCluster && isClusterOpenTo(defaultCluster.name, viewer.organizationId) ? defaultCluster : null;
}

export type ClusterComparison = TBenchmarkSingleSurveyResponse & { cluster: BenchmarkCluster | null };

/**
 * The survey against the default cluster of its client's benchmark setting, per dimension or per
 * question, both in the same period. Rows: where the survey has scored answers. `viewer` is the
 * organisation looking, for the study cluster rule.
 */
export async function compareWithDefaultCluster(
  database: Database,
  request: { survey_id: number; locale: string; period: TBenchmarkPeriod },
  level: RowLevel,
  today: Date,
  viewer: { organizationId: number },
): Promise<ClusterComparison> {
  const survey = await requireSurvey(database, request.survey_id, request.locale);
  const period = resolveBenchmarkPeriod(request.period, today);
  const cluster = await findDefaultCluster(database, survey, viewer);
  const sums = await scoreBoth(
    database,
    [groupOf([survey.id], period), groupOf(cluster?.surveyIds ?? [], period)],
    aggregateLevel(level, survey.id),
  );
  const labels = await labelsFor(database, sums, [SURVEY], level, { surveyId: survey.id, locale: request.locale });
  const withheld = cluster ? await clusterWithheld(database, survey, cluster, sums.organizations(CLUSTER)) : null;
  const data: TBenchmarkRow[] = labels.map((label) => {
    const own = sums.score(SURVEY, label.dimension_id, label.question_id);
    const comparison = comparisonWithCluster(
      own,
      sums.score(CLUSTER, label.dimension_id, label.question_id),
      survey.thresholds,
      withheld,
    );
    const peers = peersShown(sums.score(CLUSTER, label.dimension_id, label.question_id), comparison);
    return {
      ...label,
      survey_qi_score: own.qi,
      cluster_qi_score: peers.qi,
      survey_avg_score: own.avg,
      cluster_avg_score: peers.avg,
      survey_confidence_interval_qi_score: own.qiHalfWidth,
      cluster_confidence_interval_qi_score: peers.qiHalfWidth,
      survey_confidence_interval_avg_score: own.avgHalfWidth,
      cluster_confidence_interval_avg_score: peers.avgHalfWidth,
      survey_n: own.answers,
      cluster_n: comparison.comparable ? peers.answers : null,
      comparable: comparison.comparable,
      avg_test: comparison.avgTest,
      qi_test: comparison.qiTest,
    };
  });
  return {
    data,
    surveyName: survey.name,
    clusterName: cluster?.name ?? null,
    cluster_id: cluster?.id ?? null,
    clusterN: withheld === null ? sums.respondents(CLUSTER) : null,
    surveyN: sums.respondents(SURVEY),
    period: toPeriod(period),
    cluster_withheld: withheld,
    thresholds: survey.thresholds,
    cluster,
  };
}

/** The survey in two periods, per dimension or per question. Rows: with answers in either period. */
export async function compareTwoPeriods(
  database: Database,
  request: { survey_id: number; locale: string; period_one: TBenchmarkPeriod; period_two: TBenchmarkPeriod },
  level: RowLevel,
  today: Date,
): Promise<TBenchmarkTimeComparisonResponse> {
  const survey = await requireSurvey(database, request.survey_id, request.locale);
  const periodOne = resolveBenchmarkPeriod(request.period_one, today);
  const periodTwo = resolveBenchmarkPeriod(request.period_two, today);
  const sums = await scoreBoth(
    database,
    [groupOf([survey.id], periodOne), groupOf([survey.id], periodTwo)],
    aggregateLevel(level, survey.id),
  );
  const labels = await labelsFor(database, sums, [FIRST, SECOND], level, {
    surveyId: survey.id,
    locale: request.locale,
  });
  const data: TBenchmarkTimeComparisonRow[] = labels.map((label) => {
    const one = sums.score(FIRST, label.dimension_id, label.question_id);
    const two = sums.score(SECOND, label.dimension_id, label.question_id);
    // The survey's own figures in both periods: only the test needs the respondents' minimum.
    const comparison = compareGroups(two, one, survey.thresholds, false);
    return {
      ...label,
      period_one_qi_score: one.qi,
      period_two_qi_score: two.qi,
      period_one_avg_score: one.avg,
      period_two_avg_score: two.avg,
      period_one_confidence_interval_qi_score: one.qiHalfWidth,
      period_two_confidence_interval_qi_score: two.qiHalfWidth,
      period_one_confidence_interval_avg_score: one.avgHalfWidth,
      period_two_confidence_interval_avg_score: two.avgHalfWidth,
      period_one_n: one.answers,
      period_two_n: two.answers,
      comparable: comparison.comparable,
      avg_test: comparison.avgTest,
      qi_test: comparison.qiTest,
    };
  });
  return {
    data,
    surveyName: survey.name,
    periodOneSurveyN: sums.respondents(FIRST),
    periodTwoSurveyN: sums.respondents(SECOND),
    periodOne: toPeriod(periodOne),
    periodTwo: toPeriod(periodTwo),
    thresholds: survey.thresholds,
  };
}

/** Radar, cluster mode: the survey against a chosen cluster over all time, per dimension. */
export async function radarAgainstCluster(
  database: Database,
  request: { surveyId: number; clusterId: number; locale: string },
  today: Date,
): Promise<TRadarClusterResponse> {
  const survey = await requireSurvey(database, request.surveyId, request.locale);
  const cluster = await findClusterWithout(database, request.clusterId, survey.organization_id);
  if (!cluster) throw notFound('Cluster not found.');
  const period = resolveBenchmarkPeriod('all_time', today);
  const sums = await scoreBoth(database, [groupOf([survey.id], period), groupOf(cluster.surveyIds, period)], {
    kind: 'dimension',
  });
  const labels = await labelsFor(database, sums, [SURVEY, CLUSTER], 'dimension', {
    surveyId: survey.id,
    locale: request.locale,
  });
  const withheld = await clusterWithheld(database, survey, cluster, sums.organizations(CLUSTER));
  return {
    data: labels.map((label) => {
      const own = sums.score(SURVEY, label.dimension_id, null);
      const all = sums.score(CLUSTER, label.dimension_id, null);
      const comparable = withheld === null && isComparable(own, all, survey.thresholds, true);
      const peers = comparable ? all : NO_SCORE;
      return {
        dimension: label.dimension,
        dimension_id: label.dimension_id,
        visible: own.avg !== null,
        comparable,
        survey_average_score: own.avg,
        cluster_average_score: peers.avg,
        survey_QI_score: own.qi,
        cluster_QI_score: peers.qi,
      };
    }),
    n: sums.respondents(SURVEY),
    clusterN: withheld === null ? sums.respondents(CLUSTER) : null,
    clusterName: cluster.name,
    cluster_withheld: withheld,
  };
}

/** Radar, time modes: the survey in two periods (quarters, months or any range), per dimension. */
export async function radarOverTime(
  database: Database,
  request: { surveyId: number; startPeriod: TBenchmarkPeriod; endPeriod: TBenchmarkPeriod; locale: string },
  today: Date,
): Promise<TRadarTimeResponse> {
  const survey = await requireSurvey(database, request.surveyId, request.locale);
  const first = resolveBenchmarkPeriod(request.startPeriod, today);
  const second = resolveBenchmarkPeriod(request.endPeriod, today);
  const sums = await scoreBoth(database, [groupOf([survey.id], first), groupOf([survey.id], second)], {
    kind: 'dimension',
  });
  const labels = await labelsFor(database, sums, [FIRST, SECOND], 'dimension', {
    surveyId: survey.id,
    locale: request.locale,
  });
  const rowsOf = (group: 1 | 2): TRadarTimeRow[] =>
    labels.map((label) => {
      const score = sums.score(group, label.dimension_id, null);
      return {
        dimension_translation: label.dimension,
        dimension_id: label.dimension_id,
        average_score: score.avg,
        QI_score: score.qi,
        visible: score.avg !== null,
      };
    });
  return {
    data: { first: rowsOf(FIRST), second: rowsOf(SECOND) },
    firstN: sums.respondents(FIRST),
    secondN: sums.respondents(SECOND),
    firstPeriod: toPeriod(first),
    secondPeriod: toPeriod(second),
  };
}

export type DimensionComparison = {
  dimension_id: number;
  dimension: string;
  first: GroupScore;
  /** NO_SCORE where the row may not be compared with another organisations' group. */
  second: GroupScore;
  /** Welch's test of first against second, when the row passes the thresholds. */
  comparison: RowComparison;
};

/**
 * Two groups of answers (surveys within a period) per dimension, with every score's interval and
 * test: the report e-mails compare a survey with each cluster and with its own year before this
 * way. With `cluster` the second group is that cluster and its figures obey the thresholds as on
 * the benchmark screen. Rows: the dimensions where the first group has scored answers.
 */
export async function compareDimensionGroups(
  database: Database,
  groups: readonly [ScoreGroup, ScoreGroup],
  locale: string,
  context: { survey: BenchmarkSurvey; cluster?: BenchmarkCluster },
): Promise<{
  rows: DimensionComparison[];
  respondents: [number, number | null];
  withheld: TClusterWithheld;
  /** The second group has no scored answer at all: nothing to compare, nor to withhold. */
  isSecondEmpty: boolean;
}> {
  const { survey, cluster } = context;
  const sums = await scoreBoth(database, groups, { kind: 'dimension' });
  // The first group is the compared survey: its languages name the dimensions.
  const labels = await labelsFor(database, sums, [FIRST], 'dimension', { surveyId: survey.id, locale });
  const withheld = cluster ? await clusterWithheld(database, survey, cluster, sums.organizations(SECOND)) : null;
  return {
    rows: labels.map((label) => {
      const first = sums.score(FIRST, label.dimension_id, null);
      const second = sums.score(SECOND, label.dimension_id, null);
      const comparison = cluster
        ? comparisonWithCluster(first, second, survey.thresholds, withheld)
        : compareGroups(first, second, survey.thresholds, false);
      return {
        dimension_id: label.dimension_id,
        dimension: label.dimension,
        first,
        second: cluster ? peersShown(second, comparison) : second,
        comparison,
      };
    }),
    respondents: [sums.respondents(FIRST), withheld === null ? sums.respondents(SECOND) : null],
    withheld,
    isSecondEmpty: sums.respondents(SECOND) === 0,
  };
}
