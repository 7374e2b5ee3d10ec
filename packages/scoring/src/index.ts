export {
  LIKERT_LABELS,
  normalizeLikertLabel,
  recognizeLikertScale,
  recognizeLikertScore,
  type LikertOption,
  type LikertScore,
} from './likert.js';
export { computeDimensionAverage, mean, sampleStandardDeviation } from './averages.js';
export {
  computeDimensionQiScore,
  computeQiScore,
  DEFAULT_IMPORTANCE,
  IMPORTANCE_MAX,
  IMPORTANCE_MIN,
  type QiQuestion,
} from './qi-score.js';
export {
  confidenceInterval,
  confidenceIntervalFromSums,
  Z_95,
  type ConfidenceInterval,
} from './confidence-interval.js';
export {
  CLUSTER_BAR_COLOR,
  SIGNIFICANCE_COLORS,
  significanceColor,
  significanceOfTest,
  type Interval,
  type SignificanceResult,
} from './significance.js';
export {
  logGamma,
  regularizedIncompleteBeta,
  studentTCdf,
  studentTQuantileTwoSided,
  studentTTwoSidedP,
  summaryFromSums,
  welchTest,
  type SampleSummary,
  type WelchResult,
} from './welch.js';
export {
  ALL_TIME_START,
  calendarDateIn,
  customPeriod,
  FIRST_MONTH_YEAR,
  FIRST_QUARTER_YEAR,
  isPeriodId,
  listMonthOptions,
  listQuarterOptions,
  monthPeriod,
  newVersusOldPeriods,
  PERIOD_IDS,
  quarterPeriod,
  resolvePeriod,
  toIsoDate,
  type Period,
  type PeriodId,
  type PeriodOption,
} from './periods.js';
export {
  DIFFICULTY_BUCKETS,
  DIFFICULTY_COLORS,
  difficultyBucket,
  difficultyColor,
  type DifficultyBucket,
  type DifficultyKey,
  type DifficultyValue,
} from './difficulty.js';
export { truncateLabel } from './text.js';
export {
  compareNetPromoterScores,
  DETRACTOR_MAX,
  netPromoterScore,
  normalTwoSidedP,
  PROMOTER_MIN,
  type NetPromoterDifference,
  type NetPromoterScore,
} from './net-promoter.js';
export {
  TREND_MONTHS,
  trendWindow,
  type TrendGranularity,
  type TrendPeriod,
  type TrendWindow,
} from './trend-periods.js';
