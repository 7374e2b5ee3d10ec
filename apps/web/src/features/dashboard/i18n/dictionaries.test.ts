import { describe, expect, it } from 'vitest';
import { findMissingKeys, leafKeys } from '../../../i18n/dictionary-keys';
import { RESPONDENT_TEXTS } from '../../../respondent/i18n';
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

  it('uses the empty results message of the spec', () => {
    expect(dashboardDictionaries.nl.cards.noResults).toBe('Geen resultaten om weer te geven.');
  });

  it('names the difficulty buckets as the respondent pages do, in every staff language', () => {
    expect(dashboardDictionaries.nl.difficulty).toEqual({
      very_difficult: 'Erg moeilijk',
      difficult: 'Moeilijk',
      expect_effort: 'Verwachte moeite',
      easy: 'Makkelijk',
      very_easy: 'Erg makkelijk',
    });
    for (const locale of ['nl', 'de', 'en', 'fr'] as const) {
      const slider = RESPONDENT_TEXTS[locale].difficulty;
      expect(dashboardDictionaries[locale].difficulty, locale).toEqual({
        very_difficult: slider.veryDifficult,
        difficult: slider.difficult,
        expect_effort: slider.expected,
        easy: slider.easy,
        very_easy: slider.veryEasy,
      });
    }
  });
});
