import { describe, expect, it } from 'vitest';
import { findMissingKeys, leafKeys } from '../../../i18n/dictionary-keys';
import { benchmarkSettingsDictionaries } from './dictionaries';

describe('benchmark settings dictionaries', () => {
  it('nl, de, en and fr have the same, non-empty texts', () => {
    expect(findMissingKeys(benchmarkSettingsDictionaries)).toEqual({});
    for (const dictionary of Object.values(benchmarkSettingsDictionaries)) {
      const values = leafKeys(dictionary).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
      );
      expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    }
  });

  it('keeps the spec text for a failed fetch', () => {
    expect(benchmarkSettingsDictionaries.en.list.error).toBe('An error occurred while retrieving the data.');
  });
});
