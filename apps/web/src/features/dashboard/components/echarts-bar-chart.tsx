import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEChartsParts, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the result cards draw, so the chart chunk stays small.
registerEChartsParts([BarChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

type TEChartsBarChartProps = {
  option: Record<string, unknown>;
  height: number;
  ariaLabel: string;
  /** Called with the index of the clicked bar. */
  onBarClick?: (index: number) => void;
};

/** One ECharts instance on a div; resized with its container. Loaded as its own chunk. */
export default function EChartsBarChart({ option, height, ariaLabel, onBarClick }: TEChartsBarChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ECharts | null>(null);
  const clickRef = useRef(onBarClick);
  clickRef.current = onBarClick;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = init(container, undefined, { renderer: 'svg' });
    chartRef.current = chart;
    chart.on('click', (params) => {
      if (params.componentType === 'series' && typeof params.dataIndex === 'number')
        clickRef.current?.(params.dataIndex);
    });
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
    <div
      ref={containerRef}
      role="img"
      aria-label={ariaLabel}
      data-testid="result-chart"
      style={{ width: '100%', height, cursor: onBarClick ? 'pointer' : 'default' }}
    />
  );
}
