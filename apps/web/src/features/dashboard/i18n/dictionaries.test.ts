import { describe, expect, it } from 'vitest';
import { RESPONDENT_TEXTS } from '../../../respondent/i18n';
import { dashboardDictionaries } from './dictionaries';

describe('dashboard dictionaries', () => {
  it('keeps the spec texts', () => {
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
