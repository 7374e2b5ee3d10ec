import i18next, { type BackendModule, type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STAFF_LOCALES, type TStaffLocale } from '@peil/contract/locale-codes';
import { STAFF_DICTIONARY_LOADERS } from './staff-dictionary-loaders';

export const STAFF_NAMESPACE = 'staff';

/** How a namespace fetches its dictionary for one language: a dynamic import, so it is its own chunk. */
export type TDictionaryLoaders = Record<TStaffLocale, () => Promise<object>>;

// Only the active language's dictionaries are downloaded; another language loads when chosen.
const loaders = new Map<string, TDictionaryLoaders>([[STAFF_NAMESPACE, STAFF_DICTIONARY_LOADERS]]);

const dynamicImportBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = loaders.get(namespace)?.[language as TStaffLocale];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (dictionary) => callback(null, dictionary as Record<string, unknown>),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** The staff app's i18next instance; features add their own namespaces with `registerDictionaries`. */
export const i18n = i18next.createInstance();

/**
 * Starts i18n in one language and resolves once its dictionaries are in. `bundled` gives
 * dictionaries up front (the component tests pass every language so they render at once);
 * anything missing is imported on demand, also when the language changes.
 */
export async function initI18n(
  locale: TStaffLocale,
  bundled?: Record<TStaffLocale, Record<string, object>>,
): Promise<TI18n> {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
    return i18n;
  }
  await i18n
    .use(dynamicImportBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Every dictionary has every key (dictionaries.test.ts), so no second language is downloaded.
      fallbackLng: false,
      supportedLngs: [...STAFF_LOCALES],
      ns: [...loaders.keys()],
      defaultNS: STAFF_NAMESPACE,
      resources: bundled,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      initAsync: bundled === undefined,
    });
  return i18n;
}

/**
 * Adds a feature's namespace; resolves once its dictionary in the current language is loaded,
 * so a feature module awaits this at its top level and renders with its texts in place.
 */
export async function registerDictionaries(namespace: string, dictionaries: TDictionaryLoaders): Promise<void> {
  loaders.set(namespace, dictionaries);
  if (i18n.isInitialized) await i18n.loadNamespaces(namespace);
}
