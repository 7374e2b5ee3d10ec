import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

// ECharts is large; it loads with the first chart, not with the page.
const BenchmarkEChart = lazy(() => import('./benchmark-echart'));

type TBenchmarkChartProps = {
  option: Record<string, unknown>;
  height: number;
  ariaLabel: string;
  testId: string;
  /** Narrow screens scroll sideways rather than squeeze the labels into each other. */
  minWidth?: number;
  /** Faded while another period loads; the old chart stays in place meanwhile. */
  isStale?: boolean;
};

export function BenchmarkChart({ option, height, ariaLabel, testId, minWidth = 0, isStale }: TBenchmarkChartProps) {
  return (
    <Box sx={{ overflowX: 'auto', opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Box sx={{ minWidth }}>
        <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
          <BenchmarkEChart option={option} height={height} ariaLabel={ariaLabel} testId={testId} />
        </Suspense>
      </Box>
    </Box>
  );
}
