import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_STAFF_LOCALE, STAFF_LOCALES, type TStaffLocale } from '@peil/contract/locales';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';

export const STAFF_NAMESPACE = 'staff';
export const staffDictionaries = { nl, de, en, fr } as const;

/** The staff app's i18next instance; features add their own namespaces with `registerDictionaries`. */
export const i18n = i18next.createInstance();

export function initI18n(locale: TStaffLocale): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_STAFF_LOCALE,
      supportedLngs: [...STAFF_LOCALES],
      ns: [STAFF_NAMESPACE],
      defaultNS: STAFF_NAMESPACE,
      resources: Object.fromEntries(
        STAFF_LOCALES.map((code) => [code, { [STAFF_NAMESPACE]: staffDictionaries[code] }]),
      ),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  return i18n;
}

/** Adds a feature's own dictionaries (nl, de, en, fr) under its namespace. */
export function registerDictionaries(namespace: string, dictionaries: Record<TStaffLocale, object>): void {
  for (const code of STAFF_LOCALES) i18n.addResourceBundle(code, namespace, dictionaries[code], true, true);
}
