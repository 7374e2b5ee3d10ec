import { describe, expect, it } from 'vitest';
import { findMissingKeys } from '../../../i18n/dictionary-keys';
import { exportsDictionaries } from './dictionaries';

describe('exports dictionaries', () => {
  it('nl, de, en and fr have the same, non-empty texts', () => {
    expect(findMissingKeys(exportsDictionaries)).toEqual({});
    for (const dictionary of Object.values(exportsDictionaries)) {
      expect(Object.values(dictionary).every((text) => text.trim() !== '')).toBe(true);
    }
  });
});
