import { describe, expect, it, vi } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { cardTexts, textTemplate } from './card-texts';
import { en } from '../i18n/en';
import { nl } from '../i18n/nl';

async function translator(language: 'en' | 'nl'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    ns: ['dashboard'],
    defaultNS: 'dashboard',
    resources: { en: { dashboard: en }, nl: { dashboard: nl } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('cardTexts', () => {
  it('fills a template as i18next fills the text itself, in each language', async () => {
    for (const language of ['en', 'nl'] as const) {
      const t = await translator(language);
      const values = { score: '+12', lower: '-3', upper: '+27' };
      expect(textTemplate(t, 'cards.npsWithInterval', ['score', 'lower', 'upper'])(values)).toBe(
        t('cards.npsWithInterval', values),
      );
      const texts = cardTexts(t);
      expect(texts.respondents({ count: '1.234' })).toBe(t('cards.respondents', { count: '1.234' }));
      expect(texts.chartLabel({ title: 'Why {{not}}?' })).toBe(`${t('cards.chartLabel', { title: '' })}Why {{not}}?`);
      expect(texts.difficulty('easy')).toBe(t('difficulty.easy'));
    }
  });

  it('translates a card text once however many cards show it', async () => {
    const t = vi.fn(await translator('en')) as unknown as TFunction;
    const texts = cardTexts(t);
    const calls = vi.mocked(t).mock.calls.length;
    for (let card = 0; card < 50; card++) {
      texts.respondents({ count: String(card) });
      texts.difficulty('very_easy');
    }
    expect(texts.difficulty('very_easy')).toBe('Very easy');
    expect(vi.mocked(t).mock.calls.length).toBe(calls + 1);
  });
});
