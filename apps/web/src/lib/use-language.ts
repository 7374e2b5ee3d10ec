import { useTranslation } from 'react-i18next';
import { authEndpoints } from '@peil/contract/api/auth';
import { DEFAULT_STAFF_LOCALE, type TStaffLocale } from '@peil/contract/locale-codes';
import { i18n } from '../i18n';
import { callEndpoint } from './api-client';
import { readStoredSession, storeLocale } from './session-storage';
import { toStaffLocale } from './paths';

/** Shows the interface in this language and remembers it on the device. */
export function applyLocale(locale: TStaffLocale): void {
  storeLocale(locale);
  document.documentElement.lang = locale;
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

/**
 * The interface language and a setter that also stores it as `language_locale` and, while
 * logged in, on the account, so the choice holds after a reload and on other devices.
 */
export function useLanguage(): { locale: TStaffLocale; setLocale: (locale: TStaffLocale) => void } {
  const { i18n: active } = useTranslation();
  return {
    locale: toStaffLocale(active.language) ?? DEFAULT_STAFF_LOCALE,
    setLocale: (locale) => {
      applyLocale(locale);
      if (readStoredSession() === null) return;
      callEndpoint(authEndpoints.languageLocale, { body: { language_locale: locale } }).catch((error: unknown) =>
        console.error('storing the language failed', error),
      );
    },
  };
}
