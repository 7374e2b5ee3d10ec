import { describe, expect, it } from 'vitest';
import { nextPageIndex } from './use-page-navigation';

// Pages at positions 1, 2, 4: indices 1..3, the end message at 4.
const pages = [{ position: 1 }, { position: 2 }, { position: 4 }];

describe('the page after a step forward', () => {
  it('is the next page without a route, and the end message after the last page', () => {
    expect(nextPageIndex(pages, 0, null)).toBe(1);
    expect(nextPageIndex(pages, 1, null)).toBe(2);
    expect(nextPageIndex(pages, 3, null)).toBe(4);
  });

  it('is the routed page when it lies ahead, and the end message for a position past the last page', () => {
    expect(nextPageIndex(pages, 1, { page: 4 })).toBe(3);
    expect(nextPageIndex(pages, 1, { page: 9 })).toBe(4);
  });

  it('is the next page when the route points back or to a missing page', () => {
    expect(nextPageIndex(pages, 2, { page: 1 })).toBe(3);
    expect(nextPageIndex(pages, 1, { page: 3 })).toBe(2);
  });
});
