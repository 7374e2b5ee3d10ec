import { describe, expect, it } from 'vitest';
import { buildResultChartOption } from './chart-options.js';

const scheme = ['#111111', '#222222', '#333333'];
const seriesOf = (option: Record<string, unknown>) => (option.series as Record<string, unknown>[])[0]!;

describe('buildResultChartOption', () => {
  it('draws a plain single choice as a pie with a slice per option', () => {
    const option = buildResultChartOption(
      { special_type: 'choice', labels: ['IVF', 'ICSI'], data: [3, 1], colors: [] },
      scheme,
    );
    const series = seriesOf(option);
    expect(series.type).toBe('pie');
    expect(series.data).toEqual([
      { value: 3, name: 'IVF', itemStyle: { color: '#111111' } },
      { value: 1, name: 'ICSI', itemStyle: { color: '#222222' } },
    ]);
    // Name and count are two lines; a fixed line height keeps them apart on every machine.
    expect(series.label).toMatchObject({ formatter: '{b}\n{c} ({d}%)', lineHeight: 14 });
  });

  it('draws Likert questions and scales as bars in the card or scheme colours', () => {
    const likert = seriesOf(
      buildResultChartOption({ special_type: 'likert', labels: ['Eens', 'Oneens'], data: [2, 5], colors: [] }, scheme),
    );
    expect(likert.type).toBe('bar');
    expect(likert.data).toEqual([
      { value: 2, itemStyle: { color: '#111111' } },
      { value: 5, itemStyle: { color: '#222222' } },
    ]);
    const difficulty = seriesOf(
      buildResultChartOption(
        { special_type: 'difficulty', labels: ['1', '2'], data: [1, 0], colors: ['#C00000', '#C00000'] },
        scheme,
      ),
    );
    expect((difficulty.data as { itemStyle: { color: string } }[])[0]!.itemStyle.color).toBe('#C00000');
  });
});
