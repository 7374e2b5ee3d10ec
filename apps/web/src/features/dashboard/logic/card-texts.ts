import type { TFunction } from 'i18next';

/** A text with placeholders, filled without a translation lookup. */
export type TTextTemplate<TName extends string> = (values: Record<TName, string>) => string;

// Private use characters never occur in a dictionary's text, so they mark where a value goes.
const marker = (index: number) => `\ue000${index}\ue001`;

/**
 * Translates `key` once with markers in place of its values, and returns a function that puts
 * the values in: a card's texts then cost a string join per card instead of a lookup in i18next.
 */
export function textTemplate<TName extends string>(
  t: TFunction,
  key: string,
  names: readonly TName[],
): TTextTemplate<TName> {
  const text = t(key, Object.fromEntries(names.map((name, index) => [name, marker(index)])));
  const parts = text.split(/\ue000(\d+)\ue001/);
  return (values) => parts.map((part, index) => (index % 2 === 0 ? part : values[names[Number(part)]!])).join('');
}

/** The texts every result card shows, translated once per language. */
export type TCardTexts = {
  respondentsHint: string;
  expand: string;
  collapse: string;
  noDataYet: string;
  npsHint: string;
  respondents: TTextTemplate<'count'>;
  average: TTextTemplate<'score'>;
  chartLabel: TTextTemplate<'title'>;
  nps: TTextTemplate<'score'>;
  npsWithInterval: TTextTemplate<'score' | 'lower' | 'upper'>;
  npsGroups: TTextTemplate<'promoters' | 'passives' | 'detractors'>;
  difficulty: (label: string) => string;
  openAnswers: TOpenAnswersTexts;
};

/** A table of open answers' texts, with its pager's. */
export type TOpenAnswersTexts = {
  list: string;
  search: string;
  answer: string;
  date: string;
  none: string;
  loadError: string;
  pageInfo: TTextTemplate<'from' | 'to' | 'total'>;
  previousPage: string;
  nextPage: string;
};

export function cardTexts(t: TFunction): TCardTexts {
  const difficulty = new Map<string, string>();
  return {
    respondentsHint: t('cards.respondentsHint'),
    expand: t('cards.expand'),
    collapse: t('cards.collapse'),
    noDataYet: t('cards.noDataYet'),
    npsHint: t('cards.npsHint'),
    respondents: textTemplate(t, 'cards.respondents', ['count']),
    average: textTemplate(t, 'cards.average', ['score']),
    chartLabel: textTemplate(t, 'cards.chartLabel', ['title']),
    nps: textTemplate(t, 'cards.nps', ['score']),
    npsWithInterval: textTemplate(t, 'cards.npsWithInterval', ['score', 'lower', 'upper']),
    npsGroups: textTemplate(t, 'cards.npsGroups', ['promoters', 'passives', 'detractors']),
    openAnswers: {
      list: t('openAnswers.list'),
      search: t('openAnswers.search'),
      answer: t('openAnswers.answer'),
      date: t('openAnswers.date'),
      none: t('openAnswers.none'),
      loadError: t('openAnswers.loadError'),
      pageInfo: textTemplate(t, 'openAnswers.pageInfo', ['from', 'to', 'total']),
      previousPage: t('pager.previous'),
      nextPage: t('pager.next'),
    },
    // Few labels, each looked up the first time a card shows it.
    difficulty: (label) => {
      let text = difficulty.get(label);
      if (text === undefined) difficulty.set(label, (text = t(`difficulty.${label}`)));
      return text;
    },
  };
}
