/**
 * The words of the Net Promoter Score in the exports (the benchmark and dashboard workbooks, the
 * PDF report) in the staff languages; other locales get English. The line reads as the
 * dashboard card's: "NPS -20 (95 % interval -86 to +46) · 1 promoters, 2 passives, 2 detractors".
 */

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

type Words = Omit<NetPromoterTexts, 'line'> & {
  interval: (lower: string, upper: string) => string;
  groups: (promoters: string, passives: string, detractors: string) => string;
};

const WORDS: Record<string, Words> = {
  en: {
    sheetName: 'Net Promoter Score',
    question: 'Question',
    nps: 'NPS',
    lower: 'NPS 95% interval from',
    upper: 'NPS 95% interval to',
    promoters: 'promoters (9–10)',
    passives: 'passives (7–8)',
    detractors: 'detractors (0–6)',
    respondents: 'N',
    survey: 'Survey',
    cluster: 'Cluster',
    difference: 'difference',
    differenceLower: 'difference 95% interval from',
    differenceUpper: 'difference 95% interval to',
    pValue: 'p (two-sample test)',
    tooFew: 'too few to compare',
    interval: (lower, upper) => `95 % interval ${lower} to ${upper}`,
    groups: (promoters, passives, detractors) =>
      `${promoters} promoters, ${passives} passives, ${detractors} detractors`,
  },
  nl: {
    sheetName: 'Net Promoter Score',
    question: 'Vraag',
    nps: 'NPS',
    lower: 'NPS 95%-interval van',
    upper: 'NPS 95%-interval tot',
    promoters: 'promotors (9–10)',
    passives: 'passieven (7–8)',
    detractors: 'criticasters (0–6)',
    respondents: 'N',
    survey: 'Vragenlijst',
    cluster: 'Cluster',
    difference: 'verschil',
    differenceLower: 'verschil 95%-interval van',
    differenceUpper: 'verschil 95%-interval tot',
    pValue: 'p (toets voor twee groepen)',
    tooFew: 'te weinig om te vergelijken',
    interval: (lower, upper) => `95%-interval ${lower} tot ${upper}`,
    groups: (promoters, passives, detractors) =>
      `${promoters} promotors, ${passives} passieven, ${detractors} criticasters`,
  },
  de: {
    sheetName: 'Net Promoter Score',
    question: 'Frage',
    nps: 'NPS',
    lower: 'NPS 95-%-Intervall von',
    upper: 'NPS 95-%-Intervall bis',
    promoters: 'Promotoren (9–10)',
    passives: 'Passive (7–8)',
    detractors: 'Kritiker (0–6)',
    respondents: 'N',
    survey: 'Fragebogen',
    cluster: 'Cluster',
    difference: 'Differenz',
    differenceLower: 'Differenz 95-%-Intervall von',
    differenceUpper: 'Differenz 95-%-Intervall bis',
    pValue: 'p (Zweistichprobentest)',
    tooFew: 'zu wenige für einen Vergleich',
    interval: (lower, upper) => `95-%-Intervall ${lower} bis ${upper}`,
    groups: (promoters, passives, detractors) => `${promoters} Promotoren, ${passives} Passive, ${detractors} Kritiker`,
  },
  fr: {
    sheetName: 'Net Promoter Score',
    question: 'Question',
    nps: 'NPS',
    lower: 'NPS intervalle à 95 % de',
    upper: 'NPS intervalle à 95 % à',
    promoters: 'promoteurs (9–10)',
    passives: 'passifs (7–8)',
    detractors: 'détracteurs (0–6)',
    respondents: 'N',
    survey: 'Questionnaire',
    cluster: 'Cluster',
    difference: 'différence',
    differenceLower: 'différence intervalle à 95 % de',
    differenceUpper: 'différence intervalle à 95 % à',
    pValue: 'p (test à deux échantillons)',
    tooFew: 'trop peu pour comparer',
    interval: (lower, upper) => `intervalle à 95 % de ${lower} à ${upper}`,
    groups: (promoters, passives, detractors) =>
      `${promoters} promoteurs, ${passives} passifs, ${detractors} détracteurs`,
  },
};

// English as in Britain, as everywhere in Peil's interface.
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl', de: 'de', fr: 'fr' };

export function netPromoterTexts(locale: string): NetPromoterTexts {
  const language = WORDS[locale.slice(0, 2)] ? locale.slice(0, 2) : 'en';
  const { interval, groups, ...words } = WORDS[language]!;
  const intlLocale = INTL_LOCALES[language]!;
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
