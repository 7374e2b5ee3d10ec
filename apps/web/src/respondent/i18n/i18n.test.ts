import { describe, expect, it } from 'vitest';
import { RESPONDENT_LOCALES } from '@peil/contract/locale-codes';
import { RESPONDENT_TEXTS, format } from './index';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe-texts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(texts: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe('respondent dictionaries', () => {
  const englishKeys = keysOf(RESPONDENT_TEXTS.en);

  it('exist for all 11 respondent locales', () => {
    expect(Object.keys(RESPONDENT_TEXTS).sort()).toEqual([...RESPONDENT_LOCALES].sort());
  });

  it.each(RESPONDENT_LOCALES)('%s has every key with a non-empty text and no extra keys', (locale) => {
    const texts = RESPONDENT_TEXTS[locale];
    expect(keysOf(texts).sort()).toEqual([...englishKeys].sort());
    for (const key of englishKeys) {
      const value = valueAt(texts, key);
      expect(typeof value, `${locale}.${key}`).toBe('string');
      expect((value as string).trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it.each(RESPONDENT_LOCALES)('%s keeps the placeholders of the English text', (locale) => {
    for (const key of englishKeys) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(valueAt(RESPONDENT_TEXTS[locale], key) as string), `${locale}.${key}`).toEqual(
        placeholders(valueAt(RESPONDENT_TEXTS.en, key) as string),
      );
    }
  });

  it('carries the texts the spec fixes', () => {
    expect(UNSUBSCRIBE_TEXTS.en.success).toBe('You have been removed from the mailing list.');
    expect(UNSUBSCRIBE_TEXTS.nl.failure).toBe('Er is iets fout gegaan.');
    expect(UNSUBSCRIBE_TEXTS.de.failure).toBe('Etwas ist schief gelaufen.');
    expect(Object.keys(UNSUBSCRIBE_TEXTS).sort()).toEqual(['de', 'en', 'nl']);
    expect(RESPONDENT_TEXTS.nl.difficulty).toEqual({
      veryDifficult: 'Erg moeilijk',
      difficult: 'Moeilijk',
      expected: 'Verwachte moeite',
      easy: 'Makkelijk',
      veryEasy: 'Erg makkelijk',
    });
    expect(format(RESPONDENT_TEXTS.nl.survey.progress, { current: 2, total: 5 })).toBe('Pagina 2 van 5');
  });
});
