import { registerDictionaries } from '../../../i18n';

export const EXPORTS_NAMESPACE = 'exports';

// The feature's modules render only once its texts in the current language are in.
await registerDictionaries(EXPORTS_NAMESPACE, {
  nl: async () => (await import('./dictionaries')).exportsDictionaries.nl,
  de: async () => (await import('./dictionaries')).exportsDictionaries.de,
  en: async () => (await import('./dictionaries')).exportsDictionaries.en,
  fr: async () => (await import('./dictionaries')).exportsDictionaries.fr,
});
