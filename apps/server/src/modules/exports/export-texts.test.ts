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

  it('writes scores and dates as the language does, English with the day first', () => {
    expect(exportTexts('nl').formats.score(3.5)).toBe('3,50');
    expect(exportTexts('de').formats.date('2025-11-30')).toBe('30.11.2025');
    expect(exportTexts('en').formats.date('2000-01-01')).toBe('01/01/2000');
    expect(exportTexts('fr').formats.date('2000-01-01')).toBe('01/01/2000');
    expect(exportTexts('nl').formats.date('2025-11-30T10:00:00Z')).toBe('30-11-2025');
    expect(exportTexts('en').formats.date('yesterday')).toBe('yesterday');
    expect(['nl', 'de', 'en', 'fr'].map((locale) => exportTexts(locale).formats.excelDateTime)).toEqual([
      'dd-mm-yyyy hh:mm',
      'dd.mm.yyyy hh:mm',
      'dd/mm/yyyy hh:mm',
      'dd/mm/yyyy hh:mm',
    ]);
  });
});
