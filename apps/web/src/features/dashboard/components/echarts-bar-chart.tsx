import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEChartsParts, type ECharts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import { createFrameQueue } from '../logic/frame-queue';

// Only what the result cards draw, so the chart chunk stays small.
registerEChartsParts([BarChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

// One chart is created per animation frame: creating 24 at once held the main thread for seconds.
const chartCreation = createFrameQueue((callback) => requestAnimationFrame(callback));

// Charts a little below the fold are ready by the time they scroll in.
const VISIBLE_MARGIN = '200px';

type TEChartsBarChartProps = {
  option: Record<string, unknown>;
  height: number;
  ariaLabel: string;
  /** Called with the index of the clicked bar. */
  onBarClick?: (index: number) => void;
};

/** Resolves true once the element is on (or near) the screen; without IntersectionObserver at once. */
function useIsNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}

/**
 * One ECharts instance on a div of fixed height (so the card does not move when it appears),
 * created when the card comes into view; resized with its container. Loaded as its own chunk.
 */
export default function EChartsBarChart({ option, height, ariaLabel, onBarClick }: TEChartsBarChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);
  const clickRef = useRef(onBarClick);
  clickRef.current = onBarClick;
  const optionRef = useRef(option);
  optionRef.current = option;
  const isNearViewport = useIsNearViewport(containerRef);
  const drawnOption = useRef<Record<string, unknown> | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !isNearViewport) return;
    let created: ECharts | null = null;
    let observer: ResizeObserver | null = null;
    const cancel = chartCreation.enqueue(() => {
      created = init(container, undefined, { renderer: 'svg' });
      created.on('click', (params) => {
        if (params.componentType === 'series' && typeof params.dataIndex === 'number')
          clickRef.current?.(params.dataIndex);
      });
      // The first drawing is not animated: it would only keep the main thread busy.
      created.setOption({ ...optionRef.current, animation: false }, { notMerge: true });
      drawnOption.current = optionRef.current;
      const instance = created;
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(container);
      setChart(created);
    });
    return () => {
      cancel();
      observer?.disconnect();
      created?.dispose();
      setChart(null);
    };
  }, [isNearViewport]);

  // Later changes (filters, expanding the card) animate from the drawn state.
  useEffect(() => {
    if (!chart || drawnOption.current === option) return;
    chart.setOption(option, { notMerge: true });
    drawnOption.current = option;
  }, [chart, option]);

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
