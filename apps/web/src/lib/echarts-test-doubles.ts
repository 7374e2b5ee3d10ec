import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The charts created through the fake echarts/core, each with every option it was given. */
export const createdCharts: { options: Record<string, unknown>[] }[] = [];

/** Stands in for echarts/core in component tests: `vi.mock('echarts/core', fakeEChartsCore)`. */
export async function fakeEChartsCore() {
  return {
    use: () => undefined,
    init: () => {
      const chart = {
        options: [] as Record<string, unknown>[],
        on: () => undefined,
        setOption: (option: Record<string, unknown>) => chart.options.push(option),
        resize: () => undefined,
        dispose: () => undefined,
      };
      createdCharts.push(chart);
      return chart;
    },
  };
}

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
  unobserve(element: Element) {
    this.entry.elements = this.entry.elements.filter((watched) => watched !== element);
  }
  disconnect() {
    this.entry.elements = [];
  }
}

/** Replaces the browser's observers and animation frames with ones the test drives; call in beforeEach. */
export function installChartDoubles() {
  createdCharts.length = 0;
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
}

/** How many intersection observers the code under test has made. */
export function madeObservers(): number {
  return observed.length;
}

export function waitingFrames(): number {
  return frames.length;
}

/** Brings elements on screen, as scrolling would. */
export function scrollIntoView(...elements: Element[]) {
  act(() => {
    for (const { callback, elements: watched } of observed) {
      const entries = elements
        .filter((element) => watched.includes(element))
        .map((element) => ({ isIntersecting: true, target: element }) as unknown as IntersectionObserverEntry);
      if (entries.length > 0) callback(entries, {} as never);
    }
  });
}

export function runFrame() {
  act(() => frames.shift()?.());
}
