import { registerDictionaries } from '../../../i18n';

export const DASHBOARD_NAMESPACE = 'dashboard';

// The feature's modules render only once its texts in the current language are in.
await registerDictionaries(DASHBOARD_NAMESPACE, {
  nl: async () => (await import('./nl')).nl,
  de: async () => (await import('./de')).de,
  en: async () => (await import('./en')).en,
  fr: async () => (await import('./fr')).fr,
});
