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

vi.mock('echarts/core', async () => (await import('../../../lib/echarts-test-doubles')).fakeEChartsCore());

beforeEach(installChartDoubles);

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
    expect(waitingFrames()).toBe(0);
    expect(createdCharts).toHaveLength(0);

    scrollIntoView(...charts);
    expect(createdCharts).toHaveLength(0);
    runFrame();
    expect(createdCharts).toHaveLength(1);
    runFrame();
    expect(createdCharts).toHaveLength(2);
    runFrame();
    expect(createdCharts).toHaveLength(3);
    expect(charts.map((chart) => chart.dataset.drawn)).toEqual(['true', 'true', 'true']);
    expect(createdCharts[0]!.options).toEqual([{ ...option, animation: false }]);
  });

  it('leaves a chart that never scrolls into view undrawn', async () => {
    const { default: EChartsBarChart } = await import('./echarts-bar-chart');
    render(<EChartsBarChart option={{}} height={200} ariaLabel="below the fold" />);
    expect(waitingFrames()).toBe(0);
    expect(createdCharts).toHaveLength(0);
    expect(screen.getByTestId('result-chart').dataset.drawn).toBe('false');
  });
});
