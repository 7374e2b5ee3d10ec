import { BarChart, LineChart, RadarChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useRef } from 'react';
import { useLazyEChart } from '../../../lib/use-lazy-echart';

// Only what the benchmark charts draw, so the chart chunk stays small.
registerEChartsParts([
  BarChart,
  LineChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TooltipComponent,
  SVGRenderer,
]);

type TBenchmarkEChartProps = {
  option: Record<string, unknown>;
  height: number;
  /** A summary of every value, since screen readers cannot read the drawing. */
  ariaLabel: string;
  testId: string;
};

/**
 * One benchmark chart on a div of fixed height (so nothing below it moves when it appears), drawn
 * when it comes into view. Loaded as its own chunk.
 */
export default function BenchmarkEChart({ option, height, ariaLabel, testId }: TBenchmarkEChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chart = useLazyEChart(containerRef, option);
  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={ariaLabel}
      data-testid={testId}
      data-drawn={chart ? 'true' : 'false'}
      style={{ width: '100%', height }}
    />
  );
}
