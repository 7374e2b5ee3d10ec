import { StaticPageLayout } from './static-page-layout';

const PARAGRAPHS = [
  'staticPages.benchmarkAverage',
  'staticPages.benchmarkQi',
  'staticPages.benchmarkCluster',
  'staticPages.benchmarkWeights',
  'staticPages.benchmarkInterval',
  'staticPages.benchmarkCounts',
  'staticPages.benchmarkColors',
  'staticPages.benchmarkTest',
  'staticPages.benchmarkDimensionTest',
  'staticPages.benchmarkThresholds',
  'staticPages.benchmarkOverlap',
  'staticPages.benchmarkTrend',
  'staticPages.benchmarkNps',
  'staticPages.benchmarkNpsTest',
  'staticPages.benchmarkNpsCluster',
] as const;

export function BenchmarkExplanationPage() {
  return <StaticPageLayout titleKey="staticPages.benchmarkTitle" paragraphKeys={PARAGRAPHS} />;
}
