// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createdCharts,
  installChartDoubles,
  runFrame,
  scrollIntoView,
  waitingFrames,
} from '../../../lib/echarts-test-doubles';
import { BenchmarkChart } from './benchmark-chart';

vi.mock('echarts/core', async () => (await import('../../../lib/echarts-test-doubles')).fakeEChartsCore());

beforeEach(installChartDoubles);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const trend = { series: [{ type: 'line', data: [7.1, 7.4] }], animation: true };

describe('BenchmarkChart', () => {
  it('draws each chart when it comes into view, one per animation frame, first without animation', async () => {
    const { rerender } = render(
      <>
        <BenchmarkChart option={trend} height={320} ariaLabel="trend 1" testId="trend-1" />
        <BenchmarkChart option={trend} height={280} ariaLabel="trend 2" testId="trend-2" />
      </>,
    );
    const first = await screen.findByTestId('trend-1', {}, { timeout: 10_000 });
    const second = await screen.findByTestId('trend-2', {}, { timeout: 10_000 });
    // The height is held before the chart exists, so nothing below it moves when it appears.
    expect([first.style.height, second.style.height]).toEqual(['320px', '280px']);
    expect(waitingFrames()).toBe(0);
    expect(createdCharts).toHaveLength(0);

    scrollIntoView(first, second);
    expect(createdCharts).toHaveLength(0);
    runFrame();
    expect(createdCharts).toHaveLength(1);
    expect(second.dataset.drawn).toBe('false');
    runFrame();
    expect(createdCharts).toHaveLength(2);
    expect([first.dataset.drawn, second.dataset.drawn]).toEqual(['true', 'true']);
    expect(createdCharts[0]!.options).toEqual([{ ...trend, animation: false }]);

    // Another period animates from what is drawn.
    const later = { ...trend, series: [{ type: 'line', data: [7.2, 7.9] }] };
    rerender(
      <>
        <BenchmarkChart option={later} height={320} ariaLabel="trend 1" testId="trend-1" />
        <BenchmarkChart option={trend} height={280} ariaLabel="trend 2" testId="trend-2" />
      </>,
    );
    expect(createdCharts[0]!.options).toEqual([{ ...trend, animation: false }, later]);
    expect(createdCharts[1]!.options).toHaveLength(1);
  });

  it('creates no chart below the fold', async () => {
    render(<BenchmarkChart option={trend} height={300} ariaLabel="radar" testId="radar" />);
    const chart = await screen.findByTestId('radar', {}, { timeout: 10_000 });
    expect(waitingFrames()).toBe(0);
    expect(createdCharts).toHaveLength(0);
    expect(chart.dataset.drawn).toBe('false');
  });
});
