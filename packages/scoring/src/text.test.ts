import { describe, it, expect } from 'vitest';
import { truncateLabel } from './text.js';

describe('truncateLabel', () => {
  it('leaves names of up to 60 characters alone', () => {
    expect(truncateLabel('Short name')).toBe('Short name');
    const sixty = 'a'.repeat(60);
    expect(truncateLabel(sixty)).toBe(sixty);
    expect(truncateLabel('')).toBe('');
  });

  it('cuts longer names to 57 characters plus three dots', () => {
    const sixtyOne = 'b'.repeat(61);
    const result = truncateLabel(sixtyOne);
    expect(result).toBe('b'.repeat(57) + '...');
    expect(result).toHaveLength(60);
  });

  it('honours custom limits', () => {
    // 'Helemaal eens' is 13 characters > 10: first 7 'Helemaa' + '...'
    expect(truncateLabel('Helemaal eens', 10, 7)).toBe('Helemaa...');
  });

  it('counts code points, not UTF-16 units', () => {
    // 60 emoji = 60 code points: kept whole although it is 120 UTF-16 units
    const emoji = '😀'.repeat(60);
    expect(truncateLabel(emoji)).toBe(emoji);
    const long = '😀'.repeat(61);
    expect(truncateLabel(long)).toBe('😀'.repeat(57) + '...');
  });
});
