import { describe, expect, it } from 'vitest';
import { buildRadarOption } from './radar-option';

type TRadar = {
  radar: { radius: string; indicator: { name: string; max: number }[] };
  series: { data: { value: number[] }[] }[];
};

const series = [
  { name: 'Survey', values: [2.345, null], color: '#4F81BD' },
  { name: 'Cluster', values: [1.5, 2.04], color: '#F79646' },
];

describe('buildRadarOption', () => {
  it('keeps 1 decimal and the default range 0 to 3', () => {
    const option = buildRadarOption(['Informatie', 'Respect voor patiëntwaarden'], series, false) as TRadar;
    expect(option.series[0]?.data[0]?.value).toEqual([2.3, 0]);
    expect(option.series[0]?.data[1]?.value).toEqual([1.5, 2]);
    expect(option.radar.indicator.map((axis) => axis.max)).toEqual([3, 3]);
    expect(option.radar.indicator[1]?.name).toBe('Respect voor patiëntwaarden');
  });

  it('writes its value labels with the decimal sign of the interface language', () => {
    type TLabelled = { series: { data: { label: { formatter: (params: { value: number }) => string } }[] }[] };
    const label = (locale: string) =>
      (buildRadarOption(['A'], series, false, locale) as TLabelled).series[0]!.data[0]!.label.formatter;
    expect(label('nl')({ value: 2.3 })).toBe('2,3');
    expect(label('de')({ value: 2 })).toBe('2,0');
    expect(label('en')({ value: 2.3 })).toBe('2.3');
  });

  it('grows the range when a score is above 3', () => {
    const option = buildRadarOption(['A'], [{ name: 'x', values: [3.4], color: '#000' }], false) as TRadar;
    expect(option.radar.indicator[0]?.max).toBe(4);
  });

  it('wraps names and shrinks the radar on narrow screens', () => {
    const option = buildRadarOption(['Respect voor patiëntwaarden'], series, true) as TRadar;
    expect(option.radar.indicator[0]?.name).toBe('Respect voor\npatiëntwaarden');
    expect(option.radar.radius).toBe('45%');
    const names = buildRadarOption(['Professionaliteit', 'Continuïteit van zorg'], series, true) as TRadar;
    expect(names.radar.indicator.map((axis) => axis.name)).toEqual(['Professionaliteit', 'Continuïteit van\nzorg']);
  });
});
