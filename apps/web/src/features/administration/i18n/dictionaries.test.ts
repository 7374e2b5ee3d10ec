import { describe, expect, it } from 'vitest';
import { findMissingKeys, leafKeys } from '../../../i18n/dictionary-keys';
import { administrationDictionaries } from './dictionaries';

describe('administration dictionaries', () => {
  it('nl, de, en and fr have the same, non-empty texts', () => {
    expect(findMissingKeys(administrationDictionaries)).toEqual({});
    for (const dictionary of Object.values(administrationDictionaries)) {
      const texts = leafKeys(dictionary).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
      );
      expect(texts.every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
    }
  });

  it('carries the spec’s Dutch texts for saving and removing users', () => {
    const { nl } = administrationDictionaries;
    expect(nl.userDialog.duplicate).toBe('Deze gebruikersnaam of e-mailadres bestaat al. Kies een andere.');
    expect(nl.userDialog.saveFailed).toBe(
      'Het is niet gelukt om de gebruiker op te slaan. Controleer uw internetverbinding.',
    );
    expect([nl.userDialog.successTitle, nl.userDialog.saved]).toEqual([
      'Gelukt',
      'De gebruiker is succesvol opgeslagen!',
    ]);
    expect(nl.users.removeFailed).toBe('Gebruiker verwijderen niet gelukt!');
    expect(administrationDictionaries.en.confirm.title).toBe('Are you sure?');
  });

  it('gives English admin errors the spec’s general error text', () => {
    expect(administrationDictionaries.en.errors.generic).toBe('Something went wrong. Check your internet connection.');
  });
});
