import { describe, expect, it } from 'vitest';
import { findMissingKeys, leafKeys } from '../../../i18n/dictionary-keys';
import { askQuestionDictionaries } from './dictionaries';

describe('ask-question dictionaries', () => {
  it('nl, de, en and fr have the same, non-empty texts', () => {
    expect(findMissingKeys(askQuestionDictionaries)).toEqual({});
    for (const dictionary of Object.values(askQuestionDictionaries)) {
      const values = leafKeys(dictionary).map((key) => (dictionary as Record<string, string>)[key]);
      expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    }
  });

  it('has the spec texts for a sent mail and a failure', () => {
    expect(askQuestionDictionaries.en.sent).toBe('E-mail sent.');
    expect(askQuestionDictionaries.en.failed).toBe(
      'An error occurred while sending the email. Please check your internet connection.',
    );
  });
});
