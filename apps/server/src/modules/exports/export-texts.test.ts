import { describe, expect, it } from 'vitest';
import { exportTexts } from './export-texts.js';

describe('export texts', () => {
  it('names the difficulty buckets with the words of the respondent slider (second spec §9)', () => {
    // The same words as apps/web/src/respondent/i18n/locales/{nl,de,en,fr}.ts.
    const words = (locale: string) => Object.values(exportTexts(locale).difficulty);
    expect(words('nl')).toEqual(['Erg moeilijk', 'Moeilijk', 'Verwachte moeite', 'Makkelijk', 'Erg makkelijk']);
    expect(words('de')).toEqual(['Sehr schwierig', 'Schwierig', 'Erwarteter Aufwand', 'Einfach', 'Sehr einfach']);
    expect(words('en')).toEqual(['Very difficult', 'Difficult', 'Expected effort', 'Easy', 'Very easy']);
    expect(words('fr')).toEqual(['Très difficile', 'Difficile', 'Effort attendu', 'Facile', 'Très facile']);
  });

  it('has the report and sheet words per language, English for other locales', () => {
    expect(exportTexts('nl')).toMatchObject({ reportTitle: 'Rapport', sheetName: 'Antwoorden' });
    expect(exportTexts('de').sampleSize(12)).toBe('n = 12 beantwortet');
    expect(exportTexts('fr').share(33.333)).toBe('33,3%');
    expect(exportTexts('en').share(5)).toBe('5.0%');
    expect(exportTexts('tr')).toBe(exportTexts('en'));
  });
});
