import { describe, expect, it } from 'vitest';
import { canExpandCard, CARD_GRID_COLUMNS, hasCardData, tableRows } from './card-layout';

const choice = {
  special_type: 'choice' as const,
  labels: ['Ja', 'Nee'],
  data: [3, 1],
  refs: [10, 11],
  n: 4,
  answers: null,
};

describe('card layout', () => {
  it('lays the cards out in a grid of 4 columns', () => {
    expect(CARD_GRID_COLUMNS).toBe(4);
  });

  it('offers the expand toggle only for charts with data', () => {
    expect(canExpandCard(choice)).toBe(true);
    expect(canExpandCard({ ...choice, data: [0, 0] })).toBe(false);
    expect(canExpandCard({ special_type: 'open', data: [], answers: { rows: [], total: 2 } })).toBe(false);
  });

  it('knows when a card has data', () => {
    expect(hasCardData({ ...choice, data: [0, 0] })).toBe(false);
    expect(hasCardData({ special_type: 'open', data: [], answers: { rows: [], total: 2 } })).toBe(true);
  });

  it('gives table rows with percentages and option ids', () => {
    expect(tableRows(choice, choice.labels)).toEqual([
      { label: 'Ja', count: 3, percentage: 75, optionId: 10 },
      { label: 'Nee', count: 1, percentage: 25, optionId: 11 },
    ]);
    const multiple = { ...choice, special_type: 'multiple' as const, data: [3, 2], n: 4 };
    expect(tableRows(multiple, multiple.labels).map((row) => row.percentage)).toEqual([75, 50]);
  });
});
