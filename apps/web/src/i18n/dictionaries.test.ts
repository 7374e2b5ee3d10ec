import { describe, expect, it } from 'vitest';
import { findMissingKeys, leafKeys } from './dictionary-keys';
import { staffDictionaries } from './staff-dictionaries';

describe('staff dictionaries', () => {
  it('nl, de, en and fr have exactly the same keys', () => {
    expect(findMissingKeys(staffDictionaries)).toEqual({});
    expect(leafKeys(staffDictionaries.nl).length).toBeGreaterThan(150);
  });

  it('have no empty texts', () => {
    for (const [locale, dictionary] of Object.entries(staffDictionaries)) {
      const values = leafKeys(dictionary).map((key) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
      );
      expect(
        values.filter((value) => typeof value !== 'string' || value.trim() === ''),
        locale,
      ).toEqual([]);
    }
  });

  it('reports a key that exists in one dictionary only', () => {
    const missing = findMissingKeys({
      nl: { a: { b: 'x', c: 'y' } },
      de: { a: { b: 'x' } },
      en: { a: { b: 'x', c: 'z' } },
    });
    expect(missing).toEqual({ de: ['a.c'] });
  });

  it('keeps the spec texts of the Dutch interface', () => {
    const { nl, en } = staffDictionaries;
    expect(nl.common.successTitle).toBe('Gelukt');
    expect(nl.common.errorTitle).toBe('Foutmelding');
    expect(nl.register.successText).toBe(
      'Uw account is bij ons geregistreerd. U wordt nu doorgestuurd naar de login pagina.',
    );
    expect(nl.register.errorText).toBe(
      'Er is iets fout gegaan bij het aanmaken van het account. Controleer uw internetverbinding.',
    );
    expect(nl.common.notFoundTitle).toBe('Niet gevonden');
    expect(nl.common.noResults).toBe('Geen resultaten');
    expect([nl.status.unknown, nl.status.ok, nl.status.unreachable]).toEqual([
      'Onbekend',
      'geen problemen aanwezig',
      'Onbereikbaar',
    ]);
    expect(en.new_account.passwords_do_not_match).toBe('Passwords do not match.');
    expect(en.new_account.no_password_entered).toBe('No password entered.');
    expect(en.new_account.password_too_short).toBe('Password too short.');
    expect(en.login.wrongPassword).toBe('Wrong password');
    expect(en.login.wrongEmail).toBe(
      'The email you entered is unknown to our database. Please enter a correct email address.',
    );
    expect(en.status.restart).toBe('Restart server');
  });

  it('uses the page titles that show the survey picker', () => {
    const titles = Object.values(staffDictionaries).map((d) => [d.pages.results, d.pages.dashboard, d.pages.benchmark]);
    expect(titles.flat()).toEqual(
      expect.arrayContaining(['Resultaten', 'Dashboard', 'Benchmark', 'Benchmarking', 'Référence']),
    );
  });
});
