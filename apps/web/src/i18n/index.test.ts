import { describe, expect, it } from 'vitest';
import { i18n, initI18n, registerDictionaries } from './index';

describe('staff i18n', () => {
  it('downloads only the active language, and another one when it is chosen', async () => {
    await initI18n('nl');
    expect(i18n.t('pages.results')).toBe('Resultaten');
    expect(['nl', 'de', 'en', 'fr'].filter((code) => i18n.hasResourceBundle(code, 'staff'))).toEqual(['nl']);

    await registerDictionaries('feature', {
      nl: async () => ({ title: 'Titel' }),
      de: async () => ({ title: 'Titel (de)' }),
      en: async () => ({ title: 'Title' }),
      fr: async () => ({ title: 'Titre' }),
    });
    expect(i18n.t('feature:title')).toBe('Titel');
    expect(i18n.hasResourceBundle('en', 'feature')).toBe(false);

    await initI18n('de');
    expect(i18n.t('pages.results')).toBe('Ergebnisse');
    expect(i18n.t('feature:title')).toBe('Titel (de)');
    expect(['nl', 'de', 'en', 'fr'].filter((code) => i18n.hasResourceBundle(code, 'staff'))).toEqual(['nl', 'de']);
  });
});
