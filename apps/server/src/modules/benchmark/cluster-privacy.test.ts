import { describe, expect, it } from 'vitest';
import { countDifferingOrganizations, findOverlaps, isWithheldByOverlap } from './cluster-privacy.js';

const cluster = (id: number, organizationIds: number[]) => ({ id, name: `c${id}`, organizationIds });

describe('clusters that differ by few organisations', () => {
  it('counts the organisations in one cluster and not the other', () => {
    expect(countDifferingOrganizations([1, 2, 3], [2, 3, 4, 5])).toBe(3);
    expect(countDifferingOrganizations([1, 2], [2, 1])).toBe(0);
    expect(countDifferingOrganizations([], [7])).toBe(1);
  });

  it('with a minimum of 3: a difference of 2 overlaps, 3 (at the minimum) and 4 do not, 0 reveals nothing', () => {
    const large = cluster(1, [1, 2, 3, 4, 5]);
    const twoLess = cluster(2, [1, 2, 3]);
    const threeLess = cluster(3, [1, 2]);
    const fourApart = cluster(4, [1, 2, 3, 6, 7, 8]);
    const same = cluster(5, [5, 4, 3, 2, 1]);
    const others = [large, twoLess, threeLess, fourApart, same];
    expect(findOverlaps(large, others, 3)).toEqual([{ other: twoLess, differing: 2, isSmaller: false }]);
    expect(findOverlaps(twoLess, [large], 3)).toEqual([{ other: large, differing: 2, isSmaller: true }]);
    expect(findOverlaps(threeLess, [large], 3)).toEqual([]);
    expect(findOverlaps(fourApart, [large], 3)).toEqual([]);
    expect(findOverlaps(same, [large], 3)).toEqual([]);
    expect(isWithheldByOverlap(twoLess, others, 3)).toBe(true);
    expect(isWithheldByOverlap(large, others, 3)).toBe(false);
    // One organisation more or less is the classic case: the difference is that organisation.
    expect(isWithheldByOverlap(cluster(6, [1, 2, 3, 4]), [large], 2)).toBe(true);
    expect(isWithheldByOverlap(cluster(6, [1, 2, 3]), [large], 2)).toBe(false);
  });

  it('of two equally large clusters the newer (higher id) is withheld', () => {
    const older = cluster(1, [1, 2, 3, 4]);
    const newer = cluster(2, [1, 2, 3, 5]);
    expect(isWithheldByOverlap(newer, [older, newer], 3)).toBe(true);
    expect(isWithheldByOverlap(older, [older, newer], 3)).toBe(false);
  });
});
