import { ROLE } from '../domain/index.js';
import { defineEndpoint, fileResponse, XLSX_CONTENT_TYPE } from './define-endpoint.js';

// Spec §6: roles 1 to 3 benchmark, and only when their client has benchmarking switched on.
const researchers = { minRole: ROLE.researcher } as const;
const tags = ['benchmark'];

/** The scope of every call about one survey: benchmarking on, then the survey readable. */
function benchmarkSurvey<const Id extends string>(id: Id) {
  return [{ check: 'benchmark:enabled' }, { check: 'survey:read', id }] as const;
}

export const benchmarkEndpoints = {
  singleSurvey: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/bar-chart-single-survey',
    access: researchers,
    scope: benchmarkSurvey('body.survey_id'),
    tags,
    summary: 'The survey against its default cluster, per dimension',
    body: 'benchmark.ZBenchmarkSingleSurveyRequest',
    response: 'benchmark.ZBenchmarkSingleSurveyResponse',
  }),
  questionLevel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/question-level',
    access: researchers,
    scope: benchmarkSurvey('body.survey_id'),
    tags,
    summary: 'The survey against its default cluster, per question',
    body: 'benchmark.ZBenchmarkSingleSurveyRequest',
    response: 'benchmark.ZBenchmarkSingleSurveyResponse',
  }),
  netPromoter: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/net-promoter',
    access: researchers,
    scope: benchmarkSurvey('body.survey_id'),
    tags,
    summary: "The survey's Net Promoter questions against its default cluster",
    body: 'benchmark.ZBenchmarkSingleSurveyRequest',
    response: 'benchmark.ZBenchmarkNetPromoterResponse',
  }),
  timeComparison: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/time-comparison',
    access: researchers,
    scope: benchmarkSurvey('body.survey_id'),
    tags,
    summary: 'The survey in two periods, per dimension',
    body: 'benchmark.ZBenchmarkTimeComparisonRequest',
    response: 'benchmark.ZBenchmarkTimeComparisonResponse',
  }),
  questionLevelTimeComparison: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/question-level-time-comparison',
    access: researchers,
    scope: benchmarkSurvey('body.survey_id'),
    tags,
    summary: 'The survey in two periods, per question',
    body: 'benchmark.ZBenchmarkTimeComparisonRequest',
    response: 'benchmark.ZBenchmarkTimeComparisonResponse',
  }),
  trend: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark/trend',
    access: researchers,
    scope: [...benchmarkSurvey('body.survey_id'), { check: 'cluster:use', id: 'body.cluster_id' }],
    tags,
    summary: 'The survey per dimension per month or quarter over three years, beside its cluster',
    body: 'benchmark-trend.ZBenchmarkTrendRequest',
    response: 'benchmark-trend.ZBenchmarkTrendResponse',
  }),
  radarCluster: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark',
    access: researchers,
    scope: [...benchmarkSurvey('body.surveyId'), { check: 'cluster:use', id: 'body.clusterId' }],
    tags,
    summary: 'Radar: the survey against a cluster',
    body: 'benchmark.ZRadarClusterRequest',
    response: 'benchmark.ZRadarClusterResponse',
  }),
  radarTime: defineEndpoint({
    method: 'POST',
    path: '/api/v1/benchmark_time',
    access: researchers,
    scope: benchmarkSurvey('body.surveyId'),
    tags,
    summary: 'Radar: the survey in two periods',
    body: 'benchmark.ZRadarTimeRequest',
    response: 'benchmark.ZRadarTimeResponse',
  }),
  clustersInSettings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/clusters_in_settings',
    access: researchers,
    scope: { check: 'benchmark:enabled' },
    tags,
    summary: "Clusters of the user's benchmark setting",
    response: 'benchmark.ZClustersInSettingsResponse',
  }),
  benchmarkEnabled: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/benchmark_enabled/:clientId',
    access: researchers,
    scope: { check: 'client:read', id: 'params.clientId' },
    tags,
    summary: 'Whether a client has benchmarking switched on',
    params: 'benchmark.ZBenchmarkEnabledParams',
    response: 'benchmark.ZBenchmarkEnabledResponse',
  }),
  // Spec §7: QI scores export through excel_benchmark_score, average scores through excel_benchmark_average.
  excelAverage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/excel_benchmark_average',
    access: researchers,
    scope: [...benchmarkSurvey('body.ClusterData.survey_id'), { check: 'cluster:use', id: 'body.TrendClusterId' }],
    tags: ['exports'],
    summary: 'Benchmark average scores as XLSX',
    body: 'benchmark.ZBenchmarkExcelRequest',
    response: fileResponse(XLSX_CONTENT_TYPE),
  }),
  excelScore: defineEndpoint({
    method: 'POST',
    path: '/api/v1/excel_benchmark_score',
    access: researchers,
    scope: [...benchmarkSurvey('body.ClusterData.survey_id'), { check: 'cluster:use', id: 'body.TrendClusterId' }],
    tags: ['exports'],
    summary: 'Benchmark QI scores as XLSX',
    body: 'benchmark.ZBenchmarkExcelRequest',
    response: fileResponse(XLSX_CONTENT_TYPE),
  }),
} as const;
