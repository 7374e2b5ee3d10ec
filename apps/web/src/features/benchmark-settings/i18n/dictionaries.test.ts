import { describe, expect, it } from 'vitest';
import { benchmarkSettingsDictionaries } from './dictionaries';

describe('benchmark settings dictionaries', () => {
  it('keeps the spec text for a failed fetch', () => {
    expect(benchmarkSettingsDictionaries.en.list.error).toBe('An error occurred while retrieving the data.');
  });
});
