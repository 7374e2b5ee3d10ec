import { describe, it, expect } from 'vitest';
import { DIFFICULTY_BUCKETS, difficultyBucket, difficultyColor } from './difficulty.js';

describe('DIFFICULTY_BUCKETS', () => {
  it('lists the five slider values with key and colour', () => {
    expect(DIFFICULTY_BUCKETS).toEqual([
      { value: 1, key: 'very_difficult', color: '#C00000' },
      { value: 2, key: 'difficult', color: '#C00000' },
      { value: 3, key: 'expect_effort', color: '#ED7D31' },
      { value: 4, key: 'easy', color: '#00B050' },
      { value: 5, key: 'very_easy', color: '#00B050' },
    ]);
  });
});

describe('difficultyColor', () => {
  it('is red for 1-2, orange for 3, green for 4-5', () => {
    expect(difficultyColor(1)).toBe('#C00000');
    expect(difficultyColor(2)).toBe('#C00000');
    expect(difficultyColor(3)).toBe('#ED7D31');
    expect(difficultyColor(4)).toBe('#00B050');
    expect(difficultyColor(5)).toBe('#00B050');
  });

  it('rounds non-integer values to the nearest bucket', () => {
    expect(difficultyColor(2.4)).toBe('#C00000');
    expect(difficultyColor(2.5)).toBe('#ED7D31');
    expect(difficultyBucket(4.6).key).toBe('very_easy');
  });

  it('rejects values outside 1..5', () => {
    expect(() => difficultyColor(0)).toThrow(RangeError);
    expect(() => difficultyColor(6)).toThrow(RangeError);
    expect(() => difficultyColor(Number.NaN)).toThrow(RangeError);
  });
});
