import type {
  TBenchmarkNetPromoterResponse,
  TBenchmarkPeriod,
  TComparisonTest,
  TComparisonThresholds,
  TNetPromoterFigures,
} from '@peil/contract/benchmark';
import { compareNetPromoterScores, netPromoterScore, type NetPromoterScore } from '@peil/scoring';
import type { Database } from '../../db/database.js';
import { resolveBenchmarkPeriod, toPeriod } from './benchmark-periods.js';
import { clusterWithheld, findDefaultCluster, requireSurvey } from './benchmark-service.js';
import { comparisonTestOf } from './comparison.js';
import {
  countNetPromoterAnswers,
  findNetPromoterQuestions,
  type NetPromoterCounts,
} from './queries/net-promoter-counts.js';
import { round } from './scores.js';

function scoreOf(counts: NetPromoterCounts | undefined): NetPromoterScore | null {
  if (!counts) return null;
  // Three values stand for the three groups: netPromoterScore only sorts answers into them.
  return netPromoterScore([
    [10, counts.promoters],
    [8, counts.passives],
    [0, counts.detractors],
  ]);
}

function figuresOf(score: NetPromoterScore | null): TNetPromoterFigures | null {
  if (!score) return null;
  return {
    score: round(score.score),
    lower: score.lower === null ? null : round(score.lower),
    upper: score.upper === null ? null : round(score.upper),
    n: score.n,
    promoters: score.promoters,
    passives: score.passives,
    detractors: score.detractors,
  };
}

function testOf(own: NetPromoterScore, peers: NetPromoterScore, alpha: number): TComparisonTest | null {
  const result = compareNetPromoterScores(own, peers);
  return result && comparisonTestOf(result, alpha, true);
}

/** The thresholds of every benchmark row: respondents on both sides, organisations in the cluster's. */
function isComparable(
  own: NetPromoterScore | null,
  peers: NetPromoterScore | null,
  peerOrganizations: number,
  thresholds: TComparisonThresholds,
): boolean {
  if (!own || !peers) return false;
  if (own.n < thresholds.min_respondents || peers.n < thresholds.min_respondents) return false;
  return peerOrganizations >= thresholds.min_organizations;
}

/**
 * Each Net Promoter question of the survey against the default cluster in one period, as the
 * benchmark compares the other questions: the cluster leaves out the survey's organisation, obeys
 * the setting's thresholds (below them nothing of the cluster is sent) and the study cluster
 * rule. The cluster's NPS pools the answers of its matching questions: it is a share of people.
 */
export async function compareNetPromoterWithCluster(
  database: Database,
  request: { survey_id: number; locale: string; period: TBenchmarkPeriod },
  today: Date,
  viewer: { organizationId: number },
): Promise<TBenchmarkNetPromoterResponse> {
  const survey = await requireSurvey(database, request.survey_id, request.locale);
  const period = resolveBenchmarkPeriod(request.period, today);
  const cluster = await findDefaultCluster(database, survey, viewer);
  const questions = await findNetPromoterQuestions(database, survey.id, request.locale);
  const { rows, clusterOrganizations } = await countNetPromoterAnswers(
    database,
    questions.map((question) => question.question_id),
    { surveyIds: [survey.id], from: period.from, until: period.until },
    { surveyIds: cluster?.surveyIds ?? [], from: period.from, until: period.until },
  );
  const withheld = cluster ? await clusterWithheld(database, survey, cluster, clusterOrganizations) : null;
  const countsOf = (group: 1 | 2, questionId: number) =>
    rows.find((row) => row.group === group && row.question_id === questionId);
  return {
    data: questions.map((question) => {
      const own = scoreOf(countsOf(1, question.question_id));
      const peerCounts = countsOf(2, question.question_id);
      const peers = scoreOf(peerCounts);
      const comparable =
        cluster !== null &&
        withheld === null &&
        isComparable(own, peers, peerCounts?.organizations ?? 0, survey.thresholds);
      return {
        ...question,
        survey: figuresOf(own),
        cluster: comparable ? figuresOf(peers) : null,
        comparable,
        test: comparable ? testOf(own!, peers!, survey.thresholds.significance_level) : null,
      };
    }),
    surveyName: survey.name,
    clusterName: cluster?.name ?? null,
    cluster_id: cluster?.id ?? null,
    period: toPeriod(period),
    cluster_withheld: withheld,
    thresholds: survey.thresholds,
  };
}
