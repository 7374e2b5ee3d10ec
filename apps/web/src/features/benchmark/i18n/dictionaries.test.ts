import { describe, expect, it } from 'vitest';
import { benchmarkDictionaries } from './dictionaries';

describe('benchmark dictionaries', () => {
  it('has the spec texts for the empty and maintenance states', () => {
    expect(benchmarkDictionaries.en.states.selectSurvey).toBe('Select a survey');
    expect(benchmarkDictionaries.en.states.noData).toBe('No data available');
    expect(benchmarkDictionaries.en.maintenance.text).toMatch(/down for maintenance/);
  });
});
