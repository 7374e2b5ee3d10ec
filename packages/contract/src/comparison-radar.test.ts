import { describe, expect, it } from 'vitest';
import { buildComparisonRadarOption, RADAR_DEFAULT_MAX } from './comparison-radar.js';

type RadarOption = {
  radar: { indicator: { name: string; max: number }[] };
  series: { data: { name: string; value: number[] }[] }[];
  color: string[];
};

describe('comparison radar', () => {
  it('has one axis per dimension, one line per group, values at 1 decimal', () => {
    const option = buildComparisonRadarOption(
      ['Informatie', 'Respect'],
      [
        { name: 'Kliniek', values: [2.345, null], color: '#00B050' },
        { name: 'Heel Nederland', values: [2.1, 2.96], color: '#B9CDE5' },
      ],
    ) as unknown as RadarOption;
    expect(option.radar.indicator).toEqual([
      { name: 'Informatie', max: RADAR_DEFAULT_MAX },
      { name: 'Respect', max: RADAR_DEFAULT_MAX },
    ]);
    expect(option.series[0]!.data).toMatchObject([
      { name: 'Kliniek', value: [2.3, 0] },
      { name: 'Heel Nederland', value: [2.1, 3] },
    ]);
    expect(option.color).toEqual(['#00B050', '#B9CDE5']);
  });

  it('grows the range beyond the default 0 to 3 when a score is higher', () => {
    const option = buildComparisonRadarOption(
      ['A'],
      [{ name: 'x', values: [3.6], color: '#000000' }],
    ) as unknown as RadarOption;
    expect(option.radar.indicator[0]!.max).toBe(4);
  });
});
