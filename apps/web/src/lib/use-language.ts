import { useTranslation } from 'react-i18next';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { storeLocale } from './session-storage';
import { toStaffLocale } from './paths';
import { DEFAULT_STAFF_LOCALE } from '@peil/contract/locale-codes';

/** The interface language and a setter that also stores it as `language_locale`. */
export function useLanguage(): { locale: TStaffLocale; setLocale: (locale: TStaffLocale) => void } {
  const { i18n } = useTranslation();
  return {
    locale: toStaffLocale(i18n.language) ?? DEFAULT_STAFF_LOCALE,
    setLocale: (locale) => {
      storeLocale(locale);
      void i18n.changeLanguage(locale);
      document.documentElement.lang = locale;
    },
  };
}
