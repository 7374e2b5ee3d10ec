import { describe, expect, it } from 'vitest';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import { findEmptyTexts, findMissingKeys } from './dictionary-keys';
import { staffDictionaries } from './staff-dictionaries';

// Every feature's dictionaries, found by their place, so a new feature is checked without being listed.
const featureModules = import.meta.glob<Record<string, Record<string, object>>>('../features/*/i18n/dictionaries.ts', {
  eager: true,
});
const dictionarySets: [string, Record<string, object>][] = [
  ['staff', staffDictionaries],
  ...Object.entries(featureModules).map(([file, module]): [string, Record<string, object>] => {
    const exported = Object.values(module);
    expect(exported, file).toHaveLength(1);
    return [/features\/([^/]+)\//.exec(file)![1]!, exported[0]!];
  }),
];

describe('every staff dictionary set', () => {
  it('is found: the shell and each feature', () => {
    expect(dictionarySets.map(([name]) => name)).toEqual(
      expect.arrayContaining(['staff', 'administration', 'benchmark', 'broadcasts', 'builder', 'dashboard', 'surveys']),
    );
  });

  it.each(dictionarySets)('%s: nl, de, en and fr have the same keys and no empty text', (_, dictionaries) => {
    expect(Object.keys(dictionaries).sort()).toEqual([...STAFF_LOCALES].sort());
    expect(findMissingKeys(dictionaries)).toEqual({});
    for (const [locale, dictionary] of Object.entries(dictionaries))
      expect(findEmptyTexts(dictionary), locale).toEqual([]);
  });
});
