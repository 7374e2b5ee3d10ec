import { describe, expect, it } from 'vitest';
import { answerColors, answerShares, buildResultChartOption } from './chart-options.js';

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
    expect(series.label).toMatchObject({ lineHeight: 14 });
    const label = (series.label as { formatter: (params: object) => string }).formatter;
    expect(label({ name: 'IVF', value: 3, percent: 75 })).toBe('IVF\n3 (75.0%)');
  });

  it('writes counts and shares in the language of the chart, as its table does', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const pie = seriesOf(
      buildResultChartOption({ special_type: 'choice', labels: ['IVF'], data: [1427], colors: [] }, scheme, {
        locale: 'nl',
      }),
    );
    const pieLabel = (pie.label as { formatter: (params: object) => string }).formatter;
    expect(plain(pieLabel({ name: 'IVF', value: 1427, percent: 25.7 }))).toBe('IVF\n1.427 (25,7%)');
    const bars = seriesOf(
      buildResultChartOption({ special_type: 'likert', labels: ['Eens'], data: [1427], colors: [] }, scheme, {
        locale: 'de',
      }),
    );
    const barLabel = (bars.label as { formatter: (params: object) => string }).formatter;
    expect(barLabel({ value: 1427 })).toBe('1.427');
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

describe('answerShares', () => {
  it('gives shares of all answers, of the respondents for multiple choice', () => {
    expect(answerShares({ special_type: 'likert', data: [1, 2, 0], n: 3 })).toEqual([33.3, 66.7, 0]);
    expect(answerShares({ special_type: 'multiple', data: [3, 2], n: 4 })).toEqual([75, 50]);
    expect(answerShares({ special_type: 'slider', data: [0, 0], n: 0 })).toEqual([0, 0]);
  });
});

describe('categoryLabel', () => {
  it('lets labels under the bars wrap when asked', () => {
    const option = buildResultChartOption(
      { special_type: 'difficulty', labels: ['Erg moeilijk'], data: [1], colors: [] },
      scheme,
      { categoryLabel: { width: 40, overflow: 'break' } },
    );
    expect((option.xAxis as { axisLabel: unknown }).axisLabel).toMatchObject({ width: 40, overflow: 'break' });
  });
});

describe('answerColors', () => {
  it('gives the card colours, one scheme colour per option, the first for a scale', () => {
    expect(answerColors({ special_type: 'difficulty', data: [1, 2], colors: ['#C00000', '#00B050'] }, scheme)).toEqual([
      '#C00000',
      '#00B050',
    ]);
    expect(answerColors({ special_type: 'likert', data: [1, 2, 3, 4], colors: [] }, scheme)).toEqual([
      '#111111',
      '#222222',
      '#333333',
      '#111111',
    ]);
    expect(answerColors({ special_type: 'slider', data: [1, 2], colors: [] }, scheme)).toEqual(['#111111', '#111111']);
  });

  it('leaves the labels off a pie whose legend stands beside it', () => {
    const card = { special_type: 'choice' as const, labels: ['IVF', 'ICSI'], data: [3, 1], colors: [] };
    expect(seriesOf(buildResultChartOption(card, scheme, { hasLegendBeside: true }))).toMatchObject({
      label: { show: false },
      labelLine: { show: false },
    });
    expect(seriesOf(buildResultChartOption(card, scheme))).toMatchObject({ label: { show: true } });
  });
});
