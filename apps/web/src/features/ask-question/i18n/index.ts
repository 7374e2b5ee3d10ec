import { registerDictionaries } from '../../../i18n';

// The feature's modules render only once its texts in the current language are in.
await registerDictionaries('askQuestion', {
  nl: async () => (await import('./nl')).nl,
  de: async () => (await import('./de')).de,
  en: async () => (await import('./en')).en,
  fr: async () => (await import('./fr')).fr,
});
