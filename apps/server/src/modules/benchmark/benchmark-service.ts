import type {
  TBenchmarkPeriod,
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
  type BenchmarkCluster,
  type BenchmarkSurvey,
  type RowLabel,
} from './queries/benchmark-context.js';
import { indexSums, scoreFromSums, type GroupScore, type SumsIndex } from './scores.js';
import { isClusterOpenTo } from './study-cluster-rule.js';

export type RowLevel = 'dimension' | 'question';

const SURVEY = 1;
const CLUSTER = 2;
const FIRST = 1;
const SECOND = 2;

async function requireSurvey(database: Database, surveyId: number, locale: string): Promise<BenchmarkSurvey> {
  const survey = await findBenchmarkSurvey(database, surveyId, locale);
  if (!survey) throw notFound('Survey not found.');
  return survey;
}

function aggregateLevel(level: RowLevel, surveyId: number): AggregateLevel {
  return level === 'question' ? { kind: 'question', surveyId } : { kind: 'dimension' };
}

/** Both groups' sums per row and their respondents. */
async function scoreBoth(
  database: Database,
  groups: readonly [ScoreGroup, ScoreGroup],
  level: AggregateLevel,
): Promise<SumsIndex> {
  // Two independent reads of the answers: on PostgreSQL they run side by side on two connections.
  const [rows, respondents] = await Promise.all([
    aggregateScores(database, groups, level),
    countScoredRespondents(database, groups),
  ]);
  return indexSums(rows, respondents);
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
  const defaultCluster =
    survey.default_cluster_id === null
      ? undefined
      : await findClusterWithout(database, survey.default_cluster_id, survey.organization_id);
  // Spec §6: the study cluster is no default for an organisation that may not use it.
  const cluster = defaultCluster && isClusterOpenTo(defaultCluster.name, viewer.organizationId) ? defaultCluster : null;
  const sums = await scoreBoth(
    database,
    [groupOf([survey.id], period), groupOf(cluster?.surveyIds ?? [], period)],
    aggregateLevel(level, survey.id),
  );
  const labels = await labelsFor(database, sums, [SURVEY], level, { surveyId: survey.id, locale: request.locale });
  const data: TBenchmarkRow[] = labels.map((label) => {
    const own = scoreFromSums(sums.get(SURVEY, label.dimension_id, label.question_id));
    const peers = scoreFromSums(sums.get(CLUSTER, label.dimension_id, label.question_id));
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
      cluster_n: peers.answers,
    };
  });
  return {
    data,
    surveyName: survey.name,
    clusterName: cluster?.name ?? null,
    cluster_id: cluster?.id ?? null,
    clusterN: sums.respondents(CLUSTER),
    surveyN: sums.respondents(SURVEY),
    period: toPeriod(period),
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
    const one = scoreFromSums(sums.get(FIRST, label.dimension_id, label.question_id));
    const two = scoreFromSums(sums.get(SECOND, label.dimension_id, label.question_id));
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
    };
  });
  return {
    data,
    surveyName: survey.name,
    periodOneSurveyN: sums.respondents(FIRST),
    periodTwoSurveyN: sums.respondents(SECOND),
    periodOne: toPeriod(periodOne),
    periodTwo: toPeriod(periodTwo),
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
  return {
    data: labels.map((label) => {
      const own = scoreFromSums(sums.get(SURVEY, label.dimension_id, null));
      const peers = scoreFromSums(sums.get(CLUSTER, label.dimension_id, null));
      return {
        dimension: label.dimension,
        dimension_id: label.dimension_id,
        visible: own.avg !== null,
        survey_average_score: own.avg,
        cluster_average_score: peers.avg,
        survey_QI_score: own.qi,
        cluster_QI_score: peers.qi,
      };
    }),
    n: sums.respondents(SURVEY),
    clusterN: sums.respondents(CLUSTER),
    clusterName: cluster.name,
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
      const score = scoreFromSums(sums.get(group, label.dimension_id, null));
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
  second: GroupScore;
};

/**
 * Two groups of answers (surveys within a period) per dimension, with every score's interval:
 * the report e-mails compare a survey with each cluster and with its own year before this way.
 * Rows: the dimensions where the first group has scored answers.
 */
export async function compareDimensionGroups(
  database: Database,
  groups: readonly [ScoreGroup, ScoreGroup],
  locale: string,
): Promise<{ rows: DimensionComparison[]; respondents: [number, number] }> {
  const sums = await scoreBoth(database, groups, { kind: 'dimension' });
  // The first group is the compared survey: its languages name the dimensions.
  const surveyId = groups[0].surveyIds[0] ?? 0;
  const labels = await labelsFor(database, sums, [FIRST], 'dimension', { surveyId, locale });
  return {
    rows: labels.map((label) => ({
      dimension_id: label.dimension_id,
      dimension: label.dimension,
      first: scoreFromSums(sums.get(FIRST, label.dimension_id, null)),
      second: scoreFromSums(sums.get(SECOND, label.dimension_id, null)),
    })),
    respondents: [sums.respondents(FIRST), sums.respondents(SECOND)],
  };
}
