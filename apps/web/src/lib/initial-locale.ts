import { matchPath } from 'react-router';
import { PUBLIC_ROUTES } from '@peil/contract/routes';
import { DEFAULT_STAFF_LOCALE, STAFF_LOCALES, type TStaffLocale } from '@peil/contract/locale-codes';
import { toStaffLocale } from './paths';
import { STORAGE_KEYS } from './session-storage';

// Not in paths.ts or session-storage.ts: the login page imports those and must not bring the router.

/**
 * The language a public page's address is in: /wachtwoord-vergeten is Dutch, /registrieren
 * German; null for an address that several languages share (/login) or no public page.
 */
export function localeOfPublicPath(pathname: string): TStaffLocale | null {
  for (const aliases of Object.values(PUBLIC_ROUTES)) {
    const matching = STAFF_LOCALES.filter((locale) => matchPath(aliases[locale], pathname) !== null);
    if (matching.length === 1) return matching[0]!;
  }
  return null;
}

/**
 * The language the staff app opens in: the stored one, else that of the address (a mailed or
 * shared /wachtwoord-vergeten opens in Dutch), else en.
 */
export function initialLocale(pathname: string, storage: Storage = localStorage): TStaffLocale {
  return (
    toStaffLocale(storage.getItem(STORAGE_KEYS.languageLocale)) ?? localeOfPublicPath(pathname) ?? DEFAULT_STAFF_LOCALE
  );
}
