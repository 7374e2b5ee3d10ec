import { describe, expect, it } from 'vitest';
import { barColor, buildBenchmarkBarOption, describeBarChart, type TBarPair } from './bar-chart-option';

type TSeries = {
  name: string;
  data: ({ value: number | null; itemStyle: { color: string } } | number | null)[];
  itemStyle: { color: string };
  label: { formatter: (params: { value: number | null }) => string };
  markLine?: { data: { yAxis: number }[] };
};

function pair(value: number, lower: number, upper: number, comparison: number, cLower: number, cUpper: number) {
  return {
    label: 'Communicatie',
    value,
    interval: { lower, upper },
    comparison,
    comparisonInterval: { lower: cLower, upper: cUpper },
  } satisfies TBarPair;
}

const texts = { valueName: 'Kliniek Amsterdam', comparisonName: 'Heel Nederland', locale: 'en' };

describe('benchmark bar colours', () => {
  it('colours average scores green when significantly higher, red when significantly lower', () => {
    expect(barColor(pair(3.5, 3.3, 3.7, 3.0, 2.9, 3.1), 'average')).toBe('#00B050');
    expect(barColor(pair(2.5, 2.3, 2.7, 3.0, 2.9, 3.1), 'average')).toBe('#C00000');
    expect(barColor(pair(3.05, 2.95, 3.15, 3.0, 2.9, 3.1), 'average')).toBe('#4F81BD');
  });

  it('colours QI scores the other way round: a lower improvement index is better', () => {
    expect(barColor(pair(2.0, 1.8, 2.2, 4.0, 3.8, 4.2), 'qi')).toBe('#00B050');
    expect(barColor(pair(6.0, 5.5, 6.5, 4.0, 3.8, 4.2), 'qi')).toBe('#C00000');
  });

  it('is blue when an interval is missing', () => {
    expect(barColor({ ...pair(3.5, 3.3, 3.7, 3, 2.9, 3.1), comparisonInterval: null }, 'average')).toBe('#4F81BD');
  });
});

describe('buildBenchmarkBarOption', () => {
  const pairs: TBarPair[] = [
    { ...pair(3.456, 3.3, 3.6, 3.0, 2.9, 3.1), label: 'Respect voor patientwaarden en communicatie' },
    pair(2.5, 2.3, 2.7, 3.004, 2.9, 3.1),
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
    type TTooltip = { valueFormatter: (value: number | null) => string };
    const qi = buildBenchmarkBarOption([pair(17.2, 17, 17.4, 22.75, 22, 23.5)], 'qi', texts) as TOption;
    expect(qi.yAxis.max).toBe(15);
    expect(qi.series.map((series) => series.clip)).toEqual([true, true]);
    // The bars keep their true values, which the labels and the tooltip show.
    expect(qi.series[0]?.data[0]).toMatchObject({ value: 17.2 });
    expect(qi.series[1]?.data[0]).toBe(22.75);
    expect(qi.series[0]?.label.formatter({ value: 17.2 })).toBe('17.20');
    expect(qi.tooltip.valueFormatter(22.75)).toBe('22.75');
    const average = buildBenchmarkBarOption([pair(5.5, 5, 6, 3, 2.9, 3.1)], 'average', texts) as TOption;
    expect(average.yAxis.max).toBe(5);
  });

  it('keeps a missing score empty instead of drawing a zero', () => {
    const option = buildBenchmarkBarOption([{ ...pair(1, 1, 1, 1, 1, 1), value: null }], 'qi', texts) as {
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
    expect(describeBarChart([pair(3.456, 3.3, 3.6, 3, 2.9, 3.1)], texts)).toBe(
      'Communicatie: Kliniek Amsterdam 3.46, Heel Nederland 3.00',
    );
  });
});
