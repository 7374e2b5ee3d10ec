import { describe, expect, it } from 'vitest';
import { findMissingKeys, leafKeys } from '../../../i18n/dictionary-keys';
import { benchmarkDictionaries } from './dictionaries';

describe('benchmark dictionaries', () => {
  it('nl, de, en and fr have the same, non-empty texts', () => {
    expect(findMissingKeys(benchmarkDictionaries)).toEqual({});
    for (const dictionary of Object.values(benchmarkDictionaries)) {
      const values = leafKeys(dictionary).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
      );
      expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    }
  });

  it('has the spec texts for the empty and maintenance states', () => {
    expect(benchmarkDictionaries.en.states.selectSurvey).toBe('Select a survey');
    expect(benchmarkDictionaries.en.states.noData).toBe('No data available');
    expect(benchmarkDictionaries.en.maintenance.text).toMatch(/down for maintenance/);
  });
});
