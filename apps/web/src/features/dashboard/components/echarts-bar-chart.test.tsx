// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const echarts = vi.hoisted(() => ({ created: [] as { options: Record<string, unknown>[] }[] }));
vi.mock('echarts/core', () => ({
  use: () => undefined,
  init: () => {
    const chart = {
      options: [] as Record<string, unknown>[],
      on: () => undefined,
      setOption: (option: Record<string, unknown>) => chart.options.push(option),
      resize: () => undefined,
      dispose: () => undefined,
    };
    echarts.created.push(chart);
    return chart;
  },
}));

const frames: (() => void)[] = [];
const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];

class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observed.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    this.entry.elements = [];
  }
}

function scrollIntoView(element: Element) {
  for (const { callback, elements } of observed)
    if (elements.includes(element))
      callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], {} as never);
}

function runFrame() {
  act(() => frames.shift()?.());
}

beforeEach(() => {
  echarts.created.length = 0;
  frames.length = 0;
  observed.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EChartsBarChart', () => {
  it('creates a chart only in view, one per animation frame, first drawn without animation', async () => {
    const { default: EChartsBarChart } = await import('./echarts-bar-chart');
    const option = { series: [{ type: 'bar', data: [1, 2] }] };
    render(
      <>
        {[1, 2, 3].map((index) => (
          <EChartsBarChart key={index} option={option} height={240} ariaLabel={`chart ${index}`} />
        ))}
      </>,
    );
    const charts = screen.getAllByTestId('result-chart');
    // Each chart keeps its height before it is drawn, so nothing below it moves.
    expect(charts.map((chart) => chart.style.height)).toEqual(['240px', '240px', '240px']);
    expect(frames).toHaveLength(0);
    expect(echarts.created).toHaveLength(0);

    act(() => charts.forEach(scrollIntoView));
    expect(echarts.created).toHaveLength(0);
    runFrame();
    expect(echarts.created).toHaveLength(1);
    runFrame();
    expect(echarts.created).toHaveLength(2);
    runFrame();
    expect(echarts.created).toHaveLength(3);
    expect(charts.map((chart) => chart.dataset.drawn)).toEqual(['true', 'true', 'true']);
    expect(echarts.created[0]!.options).toEqual([{ ...option, animation: false }]);
  });

  it('leaves a chart that never scrolls into view undrawn', async () => {
    const { default: EChartsBarChart } = await import('./echarts-bar-chart');
    render(<EChartsBarChart option={{}} height={200} ariaLabel="below the fold" />);
    expect(frames).toHaveLength(0);
    expect(echarts.created).toHaveLength(0);
    expect(screen.getByTestId('result-chart').dataset.drawn).toBe('false');
  });
});
