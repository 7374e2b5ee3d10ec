import { BenchmarkScreen } from '../components/benchmark-screen';

export function BenchmarkPage() {
  return <BenchmarkScreen />;
}
