import { describe, it, expect } from 'vitest';
import { CLUSTER_BAR_COLOR, significanceColor, significanceOfTest } from './significance.js';

describe('significanceOfTest', () => {
  it('average scores: a higher survey with p below the threshold is better, lower is worse', () => {
    expect(significanceOfTest({ difference: 0.4, p: 0.0034 }, 0.05, true)).toBe('better');
    expect(significanceOfTest({ difference: -0.4, p: 0.0034 }, 0.05, true)).toBe('worse');
  });

  it('QI scores: lower is better', () => {
    expect(significanceOfTest({ difference: -1.2, p: 0.01 }, 0.05, false)).toBe('better');
    expect(significanceOfTest({ difference: 1.2, p: 0.01 }, 0.05, false)).toBe('worse');
  });

  it('p at or above the threshold, or no test, is the same', () => {
    // t = 2.0, df = 10: p = 0.0734 is not significant at 0.05 but is at 0.10.
    expect(significanceOfTest({ difference: 0.5, p: 0.0734 }, 0.05, true)).toBe('same');
    expect(significanceOfTest({ difference: 0.5, p: 0.0734 }, 0.1, true)).toBe('better');
    expect(significanceOfTest({ difference: 0.5, p: 0.05 }, 0.05, true)).toBe('same');
    expect(significanceOfTest(null, 0.05, true)).toBe('same');
  });
});

describe('colours', () => {
  it('follow the spec', () => {
    expect(significanceColor('better')).toBe('#00B050');
    expect(significanceColor('worse')).toBe('#C00000');
    expect(significanceColor('same')).toBe('#4F81BD');
    expect(CLUSTER_BAR_COLOR).toBe('#B9CDE5');
  });
});
