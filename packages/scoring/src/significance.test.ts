import { describe, it, expect } from 'vitest';
import { CLUSTER_BAR_COLOR, compareToCluster, significanceColor } from './significance.js';

const cluster = { lower: 2.8, upper: 3.2 };

describe('compareToCluster', () => {
  it('average scores: higher and not overlapping is better', () => {
    expect(compareToCluster({ lower: 3.3, upper: 3.7 }, cluster, true)).toBe('better');
    expect(compareToCluster({ lower: 2.1, upper: 2.7 }, cluster, true)).toBe('worse');
  });

  it('QI scores: lower and not overlapping is better', () => {
    const qiCluster = { lower: 5, upper: 7 };
    expect(compareToCluster({ lower: 2, upper: 4.9 }, qiCluster, false)).toBe('better');
    expect(compareToCluster({ lower: 7.1, upper: 9 }, qiCluster, false)).toBe('worse');
  });

  it('overlapping intervals are the same', () => {
    expect(compareToCluster({ lower: 3.1, upper: 3.5 }, cluster, true)).toBe('same');
    expect(compareToCluster({ lower: 2.5, upper: 2.9 }, cluster, false)).toBe('same');
    // survey inside the cluster, and cluster inside the survey
    expect(compareToCluster({ lower: 2.9, upper: 3.1 }, cluster, true)).toBe('same');
    expect(compareToCluster({ lower: 1, upper: 4 }, cluster, true)).toBe('same');
  });

  it('touching intervals overlap', () => {
    expect(compareToCluster({ lower: 3.2, upper: 3.6 }, cluster, true)).toBe('same');
    expect(compareToCluster({ lower: 2.4, upper: 2.8 }, cluster, true)).toBe('same');
  });
});

describe('significanceColor', () => {
  it('maps better to green, worse to red, same to blue', () => {
    expect(significanceColor('better')).toBe('#00B050');
    expect(significanceColor('worse')).toBe('#C00000');
    expect(significanceColor('same')).toBe('#4F81BD');
    expect(CLUSTER_BAR_COLOR).toBe('#B9CDE5');
  });
});
