import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useRef } from 'react';
import { useLazyEChart } from '../../../lib/use-lazy-echart';

// Only what the result cards draw, so the chart chunk stays small.
registerEChartsParts([BarChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

type TEChartsBarChartProps = {
  option: Record<string, unknown>;
  height: number;
  ariaLabel: string;
  /** Called with the index of the clicked bar. */
  onBarClick?: (index: number) => void;
};

/**
 * One result card's chart on a div of fixed height (so the card does not move when it appears),
 * drawn when the card comes into view. Loaded as its own chunk.
 */
export default function EChartsBarChart({ option, height, ariaLabel, onBarClick }: TEChartsBarChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chart = useLazyEChart(containerRef, option, (params) => {
    if (params.componentType === 'series' && typeof params.dataIndex === 'number') onBarClick?.(params.dataIndex);
  });

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={ariaLabel}
      data-testid="result-chart"
      data-drawn={chart ? 'true' : 'false'}
      style={{ width: '100%', height, cursor: onBarClick ? 'pointer' : 'default' }}
    />
  );
}
