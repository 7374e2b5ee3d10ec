import { describe, expect, it } from 'vitest';
import { staffLocaleOf } from './locale-codes.js';

describe('staffLocaleOf', () => {
  it('takes the first candidate the staff interface speaks', () => {
    expect(staffLocaleOf('de', 'nl')).toBe('de');
    expect(staffLocaleOf('tr', undefined, 'fr', 'nl')).toBe('fr');
  });

  it('falls back to English when no candidate is a staff language', () => {
    expect(staffLocaleOf('tr', 'de-at', null, undefined)).toBe('en');
    expect(staffLocaleOf()).toBe('en');
  });
});
