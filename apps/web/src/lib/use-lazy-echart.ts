import { init, type ECharts, type ECElementEvent } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { createDrawQueue, scheduleEachFrame } from './draw-queue';
import { useIsNearViewport } from './use-is-near-viewport';

// One queue for every chart on the page: creating two dozen at once held the main thread for
// seconds, one per animation frame keeps each task short.
const chartCreation = createDrawQueue(scheduleEachFrame, { budgetMs: 0 });

/**
 * An ECharts instance on `containerRef`, created when the container comes near the screen, at
 * most one chart per animation frame, and resized with its container. The first drawing is not
 * animated; later options animate from what is drawn. Returns the chart once it exists. The
 * caller's chunk registers the ECharts parts it draws (echarts/core `use`).
 */
export function useLazyEChart(
  containerRef: React.RefObject<HTMLDivElement | null>,
  option: Record<string, unknown>,
  onClick?: (params: ECElementEvent) => void,
): ECharts | null {
  const [chart, setChart] = useState<ECharts | null>(null);
  const clickRef = useRef(onClick);
  clickRef.current = onClick;
  const optionRef = useRef(option);
  optionRef.current = option;
  const drawnOption = useRef<Record<string, unknown> | null>(null);
  const isNearViewport = useIsNearViewport(containerRef);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !isNearViewport) return;
    let created: ECharts | null = null;
    let observer: ResizeObserver | null = null;
    const cancel = chartCreation.request(() => {
      created = init(container, undefined, { renderer: 'svg' });
      created.on('click', (params) => clickRef.current?.(params));
      // An animated first drawing only keeps the main thread busy while the page settles.
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
  }, [containerRef, isNearViewport]);

  useEffect(() => {
    if (!chart || drawnOption.current === option) return;
    chart.setOption(option, { notMerge: true });
    drawnOption.current = option;
  }, [chart, option]);

  return chart;
}
