import { describe, expect, it } from 'vitest';
import { buildTrendChartOption, buildTrendPanelsOption, trendPanelsHeight } from './trend-chart.js';

type Series = { name: string; data: unknown[]; stack?: string; lineStyle?: { type?: string } };

describe('buildTrendChartOption', () => {
  const input = {
    categories: ['Q1 2026', 'Q2 2026', 'Q3 2026'],
    survey: { name: 'Kliniek A', values: [3, null, 2.5], lower: [2.5, null, null], upper: [3.5, null, null] },
    cluster: { name: 'Peers', values: [null, 2, 2.2] },
    bandName: '95 % interval',
    axisMax: 5,
  };

  it('draws the band as the lower bound plus the stacked width, with gaps where there is no figure', () => {
    const option = buildTrendChartOption(input);
    const series = option.series as Series[];
    expect(series.map((entry) => entry.name)).toEqual(['95 % interval', '95 % interval', 'Kliniek A', 'Peers']);
    expect(series[0]!.data).toEqual([2.5, '-', '-']);
    expect(series[1]!.data).toEqual([1, '-', '-']);
    expect(series[0]!.stack).toBe(series[1]!.stack);
    expect(series[2]!.data).toEqual([3, '-', 2.5]);
    expect(series[3]!.data).toEqual(['-', 2, 2.2]);
    expect(series[3]!.lineStyle?.type).toBe('dashed');
  });

  it('leaves the cluster out without one, and raises the axis over a band above its maximum', () => {
    const option = buildTrendChartOption({
      ...input,
      cluster: null,
      survey: { ...input.survey, upper: [15.6, null, null] },
      axisMax: 15,
    });
    expect((option.series as Series[]).map((entry) => entry.name)).not.toContain('Peers');
    expect((option.yAxis as { max: number }).max).toBe(16);
  });

  it('puts one panel per dimension on its own axes, two to a row, under one legend', () => {
    const layout = { columns: 2, panelWidth: 280, panelHeight: 200, legendHeight: 40 };
    const option = buildTrendPanelsOption(
      [
        { title: 'Information', input },
        { title: 'Communication', input: { ...input, cluster: null } },
        { title: 'Waiting', input },
      ],
      layout,
    );
    expect(trendPanelsHeight(3, layout)).toBe(440);
    expect((option.title as { text: string; left: number; top: number }[]).map((title) => title)).toMatchObject([
      { text: 'Information', left: 8, top: 40 },
      { text: 'Communication', left: 288, top: 40 },
      { text: 'Waiting', left: 8, top: 240 },
    ]);
    const series = option.series as (Series & { xAxisIndex: number })[];
    expect(series.map((entry) => entry.xAxisIndex)).toEqual([0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2]);
    // Each panel's band stacks on its own lower bound.
    expect(new Set(series.filter((entry) => entry.stack).map((entry) => entry.stack)).size).toBe(3);
    expect((option.legend as { data: { name: string }[] }).data.map((entry) => entry.name)).toEqual([
      'Kliniek A',
      '95 % interval',
      'Peers',
    ]);
  });
});
