/**
 * The words of the Net Promoter Score in the exports (the benchmark and dashboard workbooks, the
 * PDF report) in the staff languages; other locales get English. The line reads as the
 * dashboard card's: "NPS -20 (95 % interval -86 to +46) · 1 promoters, 2 passives, 2 detractors".
 */
import { languageFor } from '@peil/contract/domain';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { NET_PROMOTER_TEXTS } from '../i18n/exports/net-promoter.js';

export type NetPromoterLineFigures = {
  score: number;
  lower: number | null;
  upper: number | null;
  promoters: number;
  passives: number;
  detractors: number;
};

export type NetPromoterTexts = {
  sheetName: string;
  question: string;
  nps: string;
  lower: string;
  upper: string;
  promoters: string;
  passives: string;
  detractors: string;
  respondents: string;
  survey: string;
  cluster: string;
  difference: string;
  differenceLower: string;
  differenceUpper: string;
  pValue: string;
  tooFew: string;
  line: (figures: NetPromoterLineFigures) => string;
};

// English as in Britain, as everywhere in Peil's interface.
const INTL_LOCALES: Record<TStaffLocale, string> = { en: 'en-GB', nl: 'nl', de: 'de', fr: 'fr' };

export function netPromoterTexts(locale: string): NetPromoterTexts {
  const language = languageFor(NET_PROMOTER_TEXTS, locale);
  const { interval, groups, ...words } = NET_PROMOTER_TEXTS[language];
  const intlLocale = INTL_LOCALES[language];
  const signed = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const count = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 });
  return {
    ...words,
    line: (figures) => {
      const score = `NPS ${signed.format(figures.score)}`;
      const withInterval =
        figures.lower === null || figures.upper === null
          ? score
          : `${score} (${interval(signed.format(figures.lower), signed.format(figures.upper))})`;
      const counts = groups(
        count.format(figures.promoters),
        count.format(figures.passives),
        count.format(figures.detractors),
      );
      return `${withInterval} · ${counts}`;
    },
  };
}
