import { describe, expect, it } from 'vitest';
import { COLOR_SCHEMES, resolveColorScheme } from './color-schemes.js';

describe('resolveColorScheme', () => {
  it('finds a scheme by its stored name in any case', () => {
    expect(resolveColorScheme('cool')).toBe(COLOR_SCHEMES.cool);
    expect(resolveColorScheme('peil')).toBe(COLOR_SCHEMES.Peil);
  });

  it('takes a list of colours as it is and falls back to the product scheme', () => {
    expect(resolveColorScheme(['#000000'])).toEqual(['#000000']);
    expect(resolveColorScheme('unknown')).toBe(COLOR_SCHEMES.Peil);
    expect(resolveColorScheme(null)).toBe(COLOR_SCHEMES.Peil);
  });
});
