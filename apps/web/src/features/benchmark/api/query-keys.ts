import type { TBenchmarkPeriod } from '@peil/contract/benchmark';
import type { TTrendGranularity } from '@peil/contract/benchmark-trend';

/** Query keys of the benchmark screens; everything of one survey starts with ['benchmark', surveyId]. */
export const benchmarkKeys = {
  clusters: () => ['benchmark', 'clusters'] as const,
  singleSurvey: (surveyId: number, period: TBenchmarkPeriod, locale: string) =>
    ['benchmark', surveyId, 'single-survey', period, locale] as const,
  questionLevel: (surveyId: number, period: TBenchmarkPeriod, locale: string) =>
    ['benchmark', surveyId, 'question-level', period, locale] as const,
  netPromoter: (surveyId: number, period: TBenchmarkPeriod, locale: string) =>
    ['benchmark', surveyId, 'net-promoter', period, locale] as const,
  timeComparison: (
    surveyId: number,
    periodOne: TBenchmarkPeriod | null,
    periodTwo: TBenchmarkPeriod | null,
    locale: string,
  ) => ['benchmark', surveyId, 'time-comparison', periodOne, periodTwo, locale] as const,
  questionLevelTime: (
    surveyId: number,
    periodOne: TBenchmarkPeriod | null,
    periodTwo: TBenchmarkPeriod | null,
    locale: string,
  ) => ['benchmark', surveyId, 'question-level-time', periodOne, periodTwo, locale] as const,
  trend: (surveyId: number, granularity: TTrendGranularity, clusterId: number | null, locale: string) =>
    ['benchmark', surveyId, 'trend', granularity, clusterId, locale] as const,
  radarCluster: (surveyId: number, clusterId: number, locale: string) =>
    ['benchmark', surveyId, 'radar-cluster', clusterId, locale] as const,
  radarTime: (
    surveyId: number,
    startPeriod: TBenchmarkPeriod | null,
    endPeriod: TBenchmarkPeriod | null,
    locale: string,
  ) => ['benchmark', surveyId, 'radar-time', startPeriod, endPeriod, locale] as const,
};
