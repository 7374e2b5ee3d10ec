import type { TStaffLocale } from '@peil/contract/locale-codes';
import type { TStaffDictionary } from './dictionary-shape';

/**
 * One dynamic import per language, so each is its own chunk: the staff app and the login page
 * share these chunks and download only the active language.
 */
export const STAFF_DICTIONARY_LOADERS: Record<TStaffLocale, () => Promise<TStaffDictionary>> = {
  nl: async () => (await import('./nl')).nl,
  de: async () => (await import('./de')).de,
  en: async () => (await import('./en')).en,
  fr: async () => (await import('./fr')).fr,
};
