import { describe, expect, it } from 'vitest';
import { builderDictionaries } from './dictionaries';

describe('builder dictionaries', () => {
  it('keeps the spec texts', () => {
    expect(builderDictionaries.nl.messages.savedTitle).toBe('Onderzoek opgeslagen');
    expect(builderDictionaries.nl.messages.incompleteTitle).toBe('Niet alle velden ingevuld');
  });
});
