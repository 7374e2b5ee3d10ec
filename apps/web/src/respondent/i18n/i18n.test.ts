import { describe, expect, it } from 'vitest';
import { RESPONDENT_TEXTS, format } from './index';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe-texts';

describe('respondent dictionaries', () => {
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
