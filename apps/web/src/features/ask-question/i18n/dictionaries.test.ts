import { describe, expect, it } from 'vitest';
import { askQuestionDictionaries } from './dictionaries';

describe('ask-question dictionaries', () => {
  it('has the spec texts for a sent mail and a failure', () => {
    expect(askQuestionDictionaries.en.sent).toBe('E-mail sent.');
    expect(askQuestionDictionaries.en.failed).toBe(
      'An error occurred while sending the email. Please check your internet connection.',
    );
  });
});
