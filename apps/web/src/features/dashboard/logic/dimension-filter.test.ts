import { describe, expect, it } from 'vitest';
import { cardsOfDimension, findOfferedDimensions, resolveDimension } from './dimension-filter';

const cards = [
  { question_id: 1, dimension_name: 'Informatie' },
  { question_id: 2, dimension_name: null },
  { question_id: 3, dimension_name: 'Respect' },
  { question_id: 4, dimension_name: 'Informatie' },
];

describe('dimension filter', () => {
  it('offers each dimension of the cards once, in card order', () => {
    expect(findOfferedDimensions(cards)).toEqual(['Informatie', 'Respect']);
  });

  it('keeps a stored dimension that is offered and falls back to no filter otherwise', () => {
    expect(resolveDimension('Respect', ['Informatie', 'Respect'])).toBe('Respect');
    expect(resolveDimension('Autonomie', ['Informatie', 'Respect'])).toBeNull();
    expect(resolveDimension(null, ['Informatie'])).toBeNull();
  });

  it('shows the cards of the chosen dimension, or all without a filter', () => {
    expect(cardsOfDimension(cards, 'Informatie').map((card) => card.question_id)).toEqual([1, 4]);
    expect(cardsOfDimension(cards, null)).toHaveLength(4);
  });
});
