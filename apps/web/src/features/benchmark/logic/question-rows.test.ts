import { describe, expect, it } from 'vitest';
import { clampPage, dimensionsOf, pageOfRows, resolveDimensionId, rowsOfDimension } from './question-rows';

const rows = [
  { dimension: 'Informatie', dimension_id: 3, label: 'q1' },
  { dimension: 'Respect', dimension_id: 5, label: 'q2' },
  { dimension: 'Informatie', dimension_id: 3, label: 'q3' },
  { dimension: '', dimension_id: null, label: 'q4' },
];

describe('question-level rows', () => {
  it('lists each dimension once, in order', () => {
    expect(dimensionsOf(rows)).toEqual([
      { id: 3, name: 'Informatie' },
      { id: 5, name: 'Respect' },
    ]);
  });

  it('filters to one dimension and restores all rows with null', () => {
    expect(rowsOfDimension(rows, 3).map((row) => row.label)).toEqual(['q1', 'q3']);
    expect(rowsOfDimension(rows, null)).toHaveLength(4);
  });

  it('shows 20 rows per page', () => {
    const many = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOfRows(many, 0)).toHaveLength(20);
    expect(pageOfRows(many, 2)).toEqual([40, 41, 42, 43, 44]);
    expect(clampPage(2, 45)).toBe(2);
    expect(clampPage(2, 12)).toBe(0);
    expect(clampPage(1, 0)).toBe(0);
  });

  it('falls back to all dimensions when the chosen one is no longer offered', () => {
    const options = dimensionsOf(rows);
    expect(resolveDimensionId(5, options)).toBe(5);
    expect(resolveDimensionId(9, options)).toBeNull();
    expect(resolveDimensionId(null, options)).toBeNull();
  });
});
