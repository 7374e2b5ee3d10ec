// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  readSelectedSurvey,
  readStoredLocale,
  readStoredSession,
  markStatementRequired,
  markStatementsSigned,
  saveLoginSession,
  storeSelectedDimension,
  storeSelectedSurvey,
  storeLocale,
} from './session-storage';
import { COLOR_SCHEMES } from '@peil/contract/color-schemes';
import { readStoredColorScheme, storeColorScheme } from './color-schemes';
import { prehashPassword } from './prehash-password';
import { pathFor } from './paths';

const login = {
  username: 'beheerder',
  organization_id: 7,
  organization_name: 'Kliniek Noord',
  versionNumber: '1.2.3',
  role: 2 as const,
  benchmark_enabled: 1 as const,
  signed_statements: 0 as const,
  requires_signed_statement: false,
  language_locale: 'de',
  time_zone: 'America/New_York',
};
const requiring = { ...login, requires_signed_statement: true };

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stores the login values under the spec keys', () => {
    saveLoginSession(login);
    expect(localStorage.getItem('username')).toBe('beheerder');
    expect(localStorage.getItem('organization_id')).toBe('7');
    expect(localStorage.getItem('organization_name')).toBe('Kliniek Noord');
    expect(localStorage.getItem('role')).toBe('2');
    expect(localStorage.getItem('benchmark_enabled')).toBe('1');
    expect(localStorage.getItem('versionNumber')).toBe('1.2.3');
    expect(localStorage.getItem('signed_statements')).toBe('0');
    expect(localStorage.getItem('language_locale')).toBe('de');
    expect(readStoredSession()).toEqual({
      username: 'beheerder',
      organizationId: 7,
      organizationName: 'Kliniek Noord',
      role: 2,
      benchmarkEnabled: 1,
      versionNumber: '1.2.3',
      signedStatements: 0,
      mustSignStatement: false,
    });
  });

  it('sends users of clients that require the statement to /statement until it is signed', () => {
    expect(saveLoginSession(requiring).mustSignStatement).toBe(true);
    markStatementsSigned();
    expect(readStoredSession()!.mustSignStatement).toBe(false);
    expect(saveLoginSession({ ...requiring, signed_statements: 1 }).mustSignStatement).toBe(false);
    expect(saveLoginSession(login).mustSignStatement).toBe(false);
  });

  it('takes the statement rule from every session answer and from a statement_required refusal', () => {
    saveLoginSession({ ...requiring, signed_statements: 1 });
    // Storage that lost the flag is corrected by the next session check.
    localStorage.removeItem('requires_signed_statement');
    expect(saveLoginSession(requiring).mustSignStatement).toBe(true);
    saveLoginSession(login);
    markStatementRequired();
    expect(readStoredSession()!.mustSignStatement).toBe(true);
  });

  it("takes the account's language from the server, and keeps the device's when the account has none", () => {
    storeLocale('fr');
    saveLoginSession(login);
    expect(localStorage.getItem('language_locale')).toBe('de');
    storeLocale('fr');
    saveLoginSession({ ...login, language_locale: 'se' });
    expect(localStorage.getItem('language_locale')).toBe('fr');
  });

  it('defaults the interface language to en', () => {
    expect(readStoredLocale()).toBe('en');
    localStorage.setItem('language_locale', 'xx');
    expect(readStoredLocale()).toBe('en');
  });

  it('clearing forgets the user and selected survey but keeps language and colour scheme', () => {
    saveLoginSession(login);
    storeSelectedSurvey(12);
    storeSelectedDimension('3');
    storeColorScheme('warm');
    clearStoredSession();
    expect(readStoredSession()).toBeNull();
    expect(readSelectedSurvey()).toBeNull();
    expect(localStorage.getItem('selectedSurvey')).toBeNull();
    expect(sessionStorage.getItem('selectedDimension')).toBeNull();
    expect(localStorage.getItem('language_locale')).toBe('de');
    expect(readStoredColorScheme()).toBe('warm');
  });

  it('keeps selectedDimension in sessionStorage only', () => {
    storeSelectedDimension('5');
    expect(sessionStorage.getItem('selectedDimension')).toBe('5');
    expect(localStorage.getItem('selectedDimension')).toBeNull();
  });

  it('rejects a stored session with an unknown role', () => {
    saveLoginSession(login);
    localStorage.setItem('role', '9');
    expect(readStoredSession()).toBeNull();
  });
});

describe('colour schemes', () => {
  it('has seven schemes of eight colours with Peil as default', () => {
    expect(Object.keys(COLOR_SCHEMES)).toEqual(['Peil', 'chique', 'cool', 'earthy', 'divergent', 'warm', 'clear']);
    for (const colors of Object.values(COLOR_SCHEMES)) expect(colors).toHaveLength(8);
    localStorage.removeItem('colorScheme');
    expect(readStoredColorScheme()).toBe('Peil');
  });
});

describe('prehashPassword', () => {
  it('is the SHA-256 hex of the UTF-8 password', async () => {
    expect(await prehashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await prehashPassword('wachtwoord€')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('pathFor', () => {
  it('gives the alias of the interface language and fills parameters', () => {
    expect(pathFor('surveys', 'de')).toBe('/frageboegen');
    expect(pathFor('forgotPassword', 'nl')).toBe('/wachtwoord-vergeten');
    expect(pathFor('editSurvey', 'en', { editSurveyId: 42 })).toBe('/surveys/edit-survey/42');
    expect(pathFor('broadcasts', 'xx')).toBe('/verzendlijsten');
  });
});
