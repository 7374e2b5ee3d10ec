import { describe, expect, it } from 'vitest';
import { findMissingKeys, leafKeys } from '../../../i18n/dictionary-keys';
import { builderDictionaries } from './dictionaries';

describe('builder dictionaries', () => {
  it('nl, de, en and fr have the same, non-empty texts', () => {
    expect(findMissingKeys(builderDictionaries)).toEqual({});
    for (const dictionary of Object.values(builderDictionaries)) {
      const values = leafKeys(dictionary).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
      );
      expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    }
    expect(builderDictionaries.nl.messages.savedTitle).toBe('Onderzoek opgeslagen');
    expect(builderDictionaries.nl.messages.incompleteTitle).toBe('Niet alle velden ingevuld');
  });
});
