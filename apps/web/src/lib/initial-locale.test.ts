// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { initialLocale } from './initial-locale';
import { storeLocale } from './session-storage';

describe('initialLocale', () => {
  beforeEach(() => localStorage.clear());

  it("opens a public page in its address's language when no language is stored", () => {
    expect(initialLocale('/wachtwoord-vergeten')).toBe('nl');
    expect(initialLocale('/registreren')).toBe('nl');
    expect(initialLocale('/passwort-vergessen')).toBe('de');
    expect(initialLocale('/registrieren')).toBe('de');
    expect(initialLocale('/mot-de-passe-oublie')).toBe('fr');
    expect(initialLocale('/inscription')).toBe('fr');
    expect(initialLocale('/forgot-password')).toBe('en');
    expect(initialLocale('/e-mailadres-bevestigen/abc')).toBe('nl');
    // Addresses all languages share, and staff pages, name no language.
    expect(initialLocale('/login')).toBe('en');
    expect(initialLocale('/reset-password')).toBe('en');
    expect(initialLocale('/vragenlijsten')).toBe('en');
    storeLocale('de');
    expect(initialLocale('/wachtwoord-vergeten')).toBe('de');
  });
});
