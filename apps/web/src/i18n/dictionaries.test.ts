import { describe, expect, it } from 'vitest';
import { staffDictionaries } from './staff-dictionaries';

describe('staff dictionaries', () => {
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
