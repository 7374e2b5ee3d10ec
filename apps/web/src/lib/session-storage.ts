import type { TLoginResponse } from '@peil/contract/auth';
import { isRole, type TRole } from '@peil/contract/domain';
import { DEFAULT_STAFF_LOCALE, type TStaffLocale } from '@peil/contract/locale-codes';
import { toStaffLocale } from './paths';

/**
 * The session values of the spec, under exactly these localStorage keys. The spec's
 * `selectedProject` is left out: nothing in the staff app outside the surveys page chooses a
 * project, and that page keeps its choice in its own dialog.
 */
export const STORAGE_KEYS = {
  selectedSurvey: 'selectedSurvey',
  username: 'username',
  organizationId: 'organization_id',
  organizationName: 'organization_name',
  role: 'role',
  languageLocale: 'language_locale',
  benchmarkEnabled: 'benchmark_enabled',
  versionNumber: 'versionNumber',
  signedStatements: 'signed_statements',
  // Not in the spec's list: whether the user's client requires the statement (login and session answers).
  requiresSignedStatement: 'requires_signed_statement',
  colorScheme: 'colorScheme',
  // Not in the spec's list: the server's APP_TIME_ZONE, the clock dates are shown on.
  timeZone: 'time_zone',
} as const;

/** Kept for the browser tab only (sessionStorage). */
export const SELECTED_DIMENSION_KEY = 'selectedDimension';

export type TStoredSession = {
  username: string;
  organizationId: number;
  organizationName: string;
  role: TRole;
  benchmarkEnabled: 0 | 1;
  versionNumber: string;
  signedStatements: 0 | 1;
  /** The client requires the data-processing statement and the user has not signed it yet. */
  mustSignStatement: boolean;
};

// Values that describe the logged-in user; the language and colour scheme are device preferences.
const IDENTITY_KEYS = [
  STORAGE_KEYS.selectedSurvey,
  STORAGE_KEYS.username,
  STORAGE_KEYS.organizationId,
  STORAGE_KEYS.organizationName,
  STORAGE_KEYS.role,
  STORAGE_KEYS.benchmarkEnabled,
  STORAGE_KEYS.versionNumber,
  STORAGE_KEYS.signedStatements,
  STORAGE_KEYS.requiresSignedStatement,
];

/** Stores the login (or session check) answer; the server's answer always replaces the stored values. */
export function saveLoginSession(login: TLoginResponse, storage: Storage = localStorage): TStoredSession {
  storage.setItem(STORAGE_KEYS.requiresSignedStatement, login.requires_signed_statement ? '1' : '0');
  storage.setItem(STORAGE_KEYS.username, login.username);
  storage.setItem(STORAGE_KEYS.organizationId, String(login.organization_id));
  storage.setItem(STORAGE_KEYS.organizationName, login.organization_name);
  storage.setItem(STORAGE_KEYS.role, String(login.role));
  storage.setItem(STORAGE_KEYS.benchmarkEnabled, String(login.benchmark_enabled));
  storage.setItem(STORAGE_KEYS.versionNumber, login.versionNumber);
  storage.setItem(STORAGE_KEYS.signedStatements, String(login.signed_statements));
  storage.setItem(STORAGE_KEYS.timeZone, login.time_zone);
  // The account's language wins over the device's: the login sent the login page's language.
  const accountLocale = toStaffLocale(login.language_locale);
  if (accountLocale) storage.setItem(STORAGE_KEYS.languageLocale, accountLocale);
  else if (!toStaffLocale(storage.getItem(STORAGE_KEYS.languageLocale))) {
    storage.setItem(STORAGE_KEYS.languageLocale, DEFAULT_STAFF_LOCALE);
  }
  return readStoredSession(storage)!;
}

/** The stored session, or null when a value is missing or malformed. */
export function readStoredSession(storage: Storage = localStorage): TStoredSession | null {
  const username = storage.getItem(STORAGE_KEYS.username);
  const organizationId = Number(storage.getItem(STORAGE_KEYS.organizationId));
  const role = Number(storage.getItem(STORAGE_KEYS.role));
  if (!username || !Number.isInteger(organizationId) || organizationId <= 0) return null;
  if (!isRole(role)) return null;
  return {
    username,
    organizationId,
    organizationName: storage.getItem(STORAGE_KEYS.organizationName) ?? '',
    role,
    benchmarkEnabled: storage.getItem(STORAGE_KEYS.benchmarkEnabled) === '1' ? 1 : 0,
    versionNumber: storage.getItem(STORAGE_KEYS.versionNumber) ?? '',
    signedStatements: storage.getItem(STORAGE_KEYS.signedStatements) === '1' ? 1 : 0,
    mustSignStatement:
      storage.getItem(STORAGE_KEYS.requiresSignedStatement) === '1' &&
      storage.getItem(STORAGE_KEYS.signedStatements) !== '1',
  };
}

export function markStatementsSigned(storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.signedStatements, '1');
}

/** The server refused a call with statement_required: the stored values were out of date. */
export function markStatementRequired(storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.requiresSignedStatement, '1');
  storage.setItem(STORAGE_KEYS.signedStatements, '0');
}

/** Logout and a failed session check: forget the user, keep language and colour scheme. */
export function clearStoredSession(storage: Storage = localStorage, tabStorage: Storage = sessionStorage): void {
  for (const key of IDENTITY_KEYS) storage.removeItem(key);
  tabStorage.removeItem(SELECTED_DIMENSION_KEY);
}

/** The interface language; en when none is stored (spec §4). */
export function readStoredLocale(storage: Storage = localStorage): TStaffLocale {
  return toStaffLocale(storage.getItem(STORAGE_KEYS.languageLocale)) ?? DEFAULT_STAFF_LOCALE;
}

export function storeLocale(locale: TStaffLocale, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.languageLocale, locale);
}

export function readSelectedSurvey(storage: Storage = localStorage): number | null {
  const value = Number(storage.getItem(STORAGE_KEYS.selectedSurvey));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function storeSelectedSurvey(surveyId: number | null, storage: Storage = localStorage): void {
  if (surveyId === null) storage.removeItem(STORAGE_KEYS.selectedSurvey);
  else storage.setItem(STORAGE_KEYS.selectedSurvey, String(surveyId));
}

export function readSelectedDimension(tabStorage: Storage = sessionStorage): string | null {
  return tabStorage.getItem(SELECTED_DIMENSION_KEY);
}

export function storeSelectedDimension(dimension: string | null, tabStorage: Storage = sessionStorage): void {
  if (dimension === null) tabStorage.removeItem(SELECTED_DIMENSION_KEY);
  else tabStorage.setItem(SELECTED_DIMENSION_KEY, dimension);
}
