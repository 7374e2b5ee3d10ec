import { TimeComparisonScreen } from '../components/time-comparison';

export function BenchmarkTimePage() {
  return <TimeComparisonScreen />;
}
