import { describe, expect, it } from 'vitest';
import { findTextProblems } from './text-checks.js';
import { defineTexts, isTextSet, languageFor, textsFor, type TDictionaryShape } from './texts.js';

const en = { title: 'Report', greeting: (name: string) => `Hello ${name},`, sheet: { name: 'Answers {{n}}' } };
const nl: TDictionaryShape<typeof en> = {
  title: 'Rapport',
  greeting: (name) => `Beste ${name},`,
  sheet: { name: 'Antwoorden {{n}}' },
};
const de: TDictionaryShape<typeof en> = {
  title: 'Bericht',
  greeting: (name) => `Hallo ${name},`,
  sheet: { name: 'Antworten {{n}}' },
};

describe('a text set', () => {
  const texts = defineTexts(['nl', 'de', 'en'], { en }, { nl, de });

  it('reads as a record of its languages, and says it is a set', () => {
    expect(Object.keys(texts)).toEqual(['en', 'nl', 'de']);
    expect(texts.de.greeting('Anna')).toBe('Hallo Anna,');
    expect(isTextSet(texts)).toBe(true);
    expect(isTextSet({ en })).toBe(false);
  });

  it('falls back from a regional language to its base language, and from any other to English', () => {
    expect(textsFor(texts, 'nl').title).toBe('Rapport');
    expect(textsFor(texts, 'de-at').title).toBe('Bericht');
    expect(textsFor(texts, 'fr').title).toBe('Report');
    expect(textsFor(texts, '').title).toBe('Report');
    expect(['nl', 'de-at', 'fr', 'toString'].map((locale) => languageFor(texts, locale))).toEqual([
      'nl',
      'de',
      'en',
      'en',
    ]);
  });

  it('has no problems when every language has every text', () => {
    expect(findTextProblems(texts)).toEqual([]);
  });
});

describe('the completeness check', () => {
  // A set whose types were bypassed (a spread over it): the check still catches what is wrong.
  const broken = (translations: object) => ({
    ...defineTexts(['nl', 'de', 'en'], { en }, { nl, de }),
    ...translations,
  });

  it('finds an empty text and a missing or extra key', () => {
    expect(findTextProblems(broken({ nl: { ...nl, title: ' ' } }))).toEqual(['nl: title is empty']);
    expect(findTextProblems(broken({ nl: { title: 'Rapport', greeting: nl.greeting } }))).toEqual([
      'nl: sheet.name is missing',
    ]);
    expect(findTextProblems(broken({ nl: { ...nl, extra: 'x' } }))).toEqual(['nl: extra is not in en']);
  });

  it('finds a text left as in the source language, unless it is allowed', () => {
    expect(findTextProblems(broken({ de: { ...de, title: 'Report' } }))).toEqual([
      'de: title reads as in en: "Report"',
    ]);
    expect(findTextProblems(broken({ de: { ...de, title: 'Report' } }), { de: ['Report'] })).toEqual([]);
    expect(findTextProblems(broken({ de: { ...de, title: 'Report' } }), { nl: ['Report'] })).toHaveLength(1);
    expect(findTextProblems(broken({ de: { ...de, title: 'Report' } }), { '*': ['Report'] })).toEqual([]);
    // Nothing to translate: placeholders and signs only.
    const pair = { chip: '{{question}}: {{option}}' };
    expect(findTextProblems(defineTexts(['nl', 'en'], { en: pair }, { nl: pair }))).toEqual([]);
  });

  it('finds a lost or renamed placeholder, in a text and in a function of arguments', () => {
    expect(findTextProblems(broken({ nl: { ...nl, sheet: { name: 'Antwoorden {{count}}' } } }))).toEqual([
      'nl: sheet.name has {{count}}, en has {{n}}',
    ]);
    expect(findTextProblems(broken({ de: { ...de, greeting: () => 'Hallo,' } }))).toEqual([
      'de: greeting has no placeholders, en has {{0}}',
    ]);
  });

  it('finds a language that is not in the list, or missing from it', () => {
    expect(findTextProblems(broken({ fr: en }))).toEqual([
      'languages are de, en, fr, nl, not de, en, nl',
      'fr: title reads as in en: "Report"',
      'fr: greeting reads as in en: "Hello {{0}},"',
      'fr: sheet.name reads as in en: "Answers {{n}}"',
    ]);
  });
});
