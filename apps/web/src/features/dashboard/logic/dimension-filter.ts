import type { TResultCard } from '@peil/contract/results';

/** The dimensions the cards belong to, in card order, each once. */
export function findOfferedDimensions(cards: readonly Pick<TResultCard, 'dimension_name'>[]): string[] {
  const names = cards.map((card) => card.dimension_name).filter((name): name is string => Boolean(name));
  return [...new Set(names)];
}

/** A stored dimension that is no longer offered falls back to "no filter" (null). */
export function resolveDimension(stored: string | null, offered: readonly string[]): string | null {
  return stored !== null && offered.includes(stored) ? stored : null;
}

export function cardsOfDimension<T extends Pick<TResultCard, 'dimension_name'>>(
  cards: readonly T[],
  dimension: string | null,
): T[] {
  return dimension === null ? [...cards] : cards.filter((card) => card.dimension_name === dimension);
}
