import { registerDictionaries } from '../../../i18n';

export const BENCHMARK_NAMESPACE = 'benchmark';

// The feature's modules render only once its texts in the current language are in.
await registerDictionaries(BENCHMARK_NAMESPACE, {
  nl: async () => (await import('./nl')).nl,
  de: async () => (await import('./de')).de,
  en: async () => (await import('./en')).en,
  fr: async () => (await import('./fr')).fr,
});
