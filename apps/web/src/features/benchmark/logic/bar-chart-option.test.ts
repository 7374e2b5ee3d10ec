import { describe, expect, it } from 'vitest';
import type { TComparisonTest } from '@peil/contract/benchmark';
import {
  barColor,
  buildBenchmarkBarOption,
  describeBarChart,
  describeTest,
  formatPValue,
  type TBarPair,
} from './bar-chart-option';

type TSeries = {
  name: string;
  data: ({ value: number | null; itemStyle: { color: string } } | number | null)[];
  itemStyle: { color: string };
  label: { formatter: (params: { value: number | null }) => string };
  markLine?: { data: { yAxis: number }[] };
};

function pair(value: number, comparison: number, significance: TComparisonTest['significance'] = 'same'): TBarPair {
  const difference = value - comparison;
  return {
    label: 'Communicatie',
    value,
    comparison,
    comparable: true,
    test: { difference, lower: difference - 0.3, upper: difference + 0.3, p: 0.0123, significance },
  };
}

const texts = {
  valueName: 'Kliniek Amsterdam',
  comparisonName: 'Heel Nederland',
  locale: 'en',
  difference: 'Difference',
  tooFew: 'Too few to compare',
};

describe('benchmark bar colours', () => {
  it("colours the bar by the server's Welch test: green better, red worse, blue otherwise", () => {
    expect(barColor(pair(3.5, 3, 'better'))).toBe('#00B050');
    expect(barColor(pair(2.5, 3, 'worse'))).toBe('#C00000');
    expect(barColor(pair(3.05, 3, 'same'))).toBe('#4F81BD');
  });

  it('is blue without a test (too few to compare, or fewer than two answers)', () => {
    expect(barColor({ ...pair(3.5, 3, 'better'), test: null })).toBe('#4F81BD');
  });
});

describe('the test in the tooltip', () => {
  it('gives the difference with its 95 % interval and the p-value', () => {
    expect(describeTest(pair(3.5, 3), texts)).toBe('Difference 0.50 (95 %: 0.20 – 0.80), p = 0.012');
    expect(describeTest(pair(3.5, 3), { ...texts, locale: 'nl', difference: 'Verschil' })).toBe(
      'Verschil 0,50 (95 %: 0,20 – 0,80), p = 0,012',
    );
    expect(describeTest({ ...pair(3.5, 3), comparable: false, test: null }, texts)).toBe('Too few to compare');
    expect(describeTest({ ...pair(3.5, 3), test: null }, texts)).toBe('');
  });

  it('writes very small p-values as p < 0.001', () => {
    expect(formatPValue(0.0000012, 'en')).toBe('p < 0.001');
    expect(formatPValue(0.001, 'en')).toBe('p = 0.001');
    expect(formatPValue(0.0734, 'de')).toBe('p = 0,073');
  });

  it('shows the test and escapes survey texts in the tooltip', () => {
    type TFormatter = (params: { dataIndex: number; marker: string; seriesName: string; value: number }[]) => string;
    const option = buildBenchmarkBarOption([{ ...pair(3.5, 3), label: '<b>Uitleg</b>' }], 'average', texts) as {
      tooltip: { formatter: TFormatter };
    };
    expect(
      option.tooltip.formatter([
        { dataIndex: 0, marker: '●', seriesName: 'Kliniek Amsterdam', value: 3.5 },
        { dataIndex: 0, marker: '○', seriesName: 'Heel Nederland', value: 3 },
      ]),
    ).toBe(
      '<strong>&#60;b&#62;Uitleg&#60;/b&#62;</strong><br/>●Kliniek Amsterdam: 3.50<br/>○Heel Nederland: 3.00<br/>Difference 0.50 (95 %: 0.20 – 0.80), p = 0.012',
    );
  });
});

describe('buildBenchmarkBarOption', () => {
  const pairs: TBarPair[] = [
    { ...pair(3.456, 3.0, 'better'), label: 'Respect voor patientwaarden en communicatie' },
    pair(2.5, 3.004, 'worse'),
  ];

  it('draws the average metric on a 0-5 axis with a reference line at 4', () => {
    const option = buildBenchmarkBarOption(pairs, 'average', texts) as {
      yAxis: { min: number; max: number };
      xAxis: { data: string[] };
      series: TSeries[];
    };
    expect(option.yAxis).toMatchObject({ min: 0, max: 5 });
    const [survey, cluster] = option.series as [TSeries, TSeries];
    expect(survey.markLine?.data).toEqual([{ yAxis: 4 }]);
    expect(survey.name).toBe('Kliniek Amsterdam');
    expect(survey.data).toEqual([
      { value: 3.46, itemStyle: { color: '#00B050' } },
      { value: 2.5, itemStyle: { color: '#C00000' } },
    ]);
    expect(cluster.data).toEqual([3, 3]);
    expect(cluster.itemStyle.color).toBe('#B9CDE5');
    expect(option.xAxis.data).toEqual(['Respect voor\npatientwaarden en\ncommunicatie', 'Communicatie']);
  });

  it('draws the QI metric on a 0-15 axis with a reference line at 1', () => {
    const option = buildBenchmarkBarOption(pairs, 'qi', texts) as { yAxis: { max: number }; series: TSeries[] };
    expect(option.yAxis.max).toBe(15);
    expect(option.series[0]?.markLine?.data).toEqual([{ yAxis: 1 }]);
  });

  it('labels bars with 2 decimals', () => {
    const option = buildBenchmarkBarOption(pairs, 'qi', texts) as { series: TSeries[] };
    expect(option.series[0]?.label.formatter({ value: 3 })).toBe('3.00');
    const dutch = buildBenchmarkBarOption(pairs, 'qi', { ...texts, locale: 'nl' }) as { series: TSeries[] };
    expect(dutch.series[1]?.label.formatter({ value: 3.004 })).toBe('3,00');
  });

  it('keeps the axis maximum for a larger score, cutting its bar off but labelling its true value', () => {
    type TOption = { yAxis: { max: number }; series: (TSeries & { clip: boolean })[]; tooltip: TTooltip };
    type TTooltip = {
      formatter: (params: { dataIndex: number; marker: string; seriesName: string; value: number }[]) => string;
    };
    const qi = buildBenchmarkBarOption([pair(17.2, 22.75)], 'qi', texts) as TOption;
    expect(qi.yAxis.max).toBe(15);
    expect(qi.series.map((series) => series.clip)).toEqual([true, true]);
    // The bars keep their true values, which the labels and the tooltip show.
    expect(qi.series[0]?.data[0]).toMatchObject({ value: 17.2 });
    expect(qi.series[1]?.data[0]).toBe(22.75);
    expect(qi.series[0]?.label.formatter({ value: 17.2 })).toBe('17.20');
    expect(qi.tooltip.formatter([{ dataIndex: 0, marker: '', seriesName: 'x', value: 22.75 }])).toContain('x: 22.75');
    const average = buildBenchmarkBarOption([pair(5.5, 3)], 'average', texts) as TOption;
    expect(average.yAxis.max).toBe(5);
  });

  it('keeps a missing score empty instead of drawing a zero', () => {
    const option = buildBenchmarkBarOption([{ ...pair(1, 1), value: null }], 'qi', texts) as {
      series: TSeries[];
    };
    expect(option.series[0]?.data[0]).toMatchObject({ value: null });
  });

  it('can put the comparison first, as period one before period two', () => {
    const option = buildBenchmarkBarOption(pairs, 'average', { ...texts, comparisonFirst: true }) as {
      legend: { data: string[] };
      series: TSeries[];
    };
    expect(option.legend.data).toEqual(['Heel Nederland', 'Kliniek Amsterdam']);
    expect(option.series.map((series) => series.name)).toEqual(['Heel Nederland', 'Kliniek Amsterdam']);
  });

  it('describes every bar for screen readers', () => {
    expect(describeBarChart([pair(3.456, 3)], texts)).toBe('Communicatie: Kliniek Amsterdam 3.46, Heel Nederland 3.00');
  });
});
