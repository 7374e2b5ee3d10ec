import { describe, expect, it } from 'vitest';
import { administrationDictionaries } from './dictionaries';

describe('administration dictionaries', () => {
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
