import { describe, expect, it } from 'vitest';
import { findMissingKeys, leafKeys } from '../../../i18n/dictionary-keys';
import { dashboardDictionaries } from './dictionaries';

describe('dashboard dictionaries', () => {
  it('nl, de, en and fr have the same, non-empty texts', () => {
    expect(findMissingKeys(dashboardDictionaries)).toEqual({});
    for (const dictionary of Object.values(dashboardDictionaries)) {
      const values = leafKeys(dictionary).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
      );
      expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    }
    expect(dashboardDictionaries.nl.cards.noDataYet).toBe('Nog geen gegevens');
  });
});
