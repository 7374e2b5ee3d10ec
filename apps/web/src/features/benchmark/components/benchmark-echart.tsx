import { BarChart, LineChart, RadarChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as registerEChartsParts, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

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

/** One ECharts instance on a div; resized with its container. Loaded as its own chunk. */
export default function BenchmarkEChart({ option, height, ariaLabel, testId }: TBenchmarkEChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ECharts | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = init(container, undefined, { renderer: 'svg' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div ref={containerRef} role="img" aria-label={ariaLabel} data-testid={testId} style={{ width: '100%', height }} />
  );
}
