// Plain values without zod, so that the respondent bundle can import them and stay small.
/** Languages a survey's content can be written in (13 codes). */
export const CONTENT_LOCALES = [
  'nl',
  'en',
  'de',
  'de-at',
  'es',
  'bn',
  'tr',
  'ru',
  'se',
  'pl',
  'ar',
  'it',
  'fr',
] as const;
export type TContentLocale = (typeof CONTENT_LOCALES)[number];

/** Languages of the respondent screens (11). */
export const RESPONDENT_LOCALES = ['nl', 'de', 'en', 'ru', 'es', 'fr', 'it', 'pl', 'se', 'tr', 'ar'] as const;
export type TRespondentLocale = (typeof RESPONDENT_LOCALES)[number];

/** Languages of the full staff interface. */
export const STAFF_LOCALES = ['nl', 'de', 'en', 'fr'] as const;
export type TStaffLocale = (typeof STAFF_LOCALES)[number];
export const DEFAULT_STAFF_LOCALE: TStaffLocale = 'en';

/** The first of `candidates` the staff interface and its mails speak, else the default. */
export function staffLocaleOf(...candidates: (string | null | undefined)[]): TStaffLocale {
  return (
    candidates.find((locale): locale is TStaffLocale => (STAFF_LOCALES as readonly unknown[]).includes(locale)) ??
    DEFAULT_STAFF_LOCALE
  );
}

/** The word in a survey link gives its locale: /vragenlijst/{uuid} is Dutch. */
export const SURVEY_WORDS: Record<TRespondentLocale, string> = {
  nl: 'vragenlijst',
  de: 'fragebogen',
  en: 'survey',
  ru: 'anketa',
  es: 'cuestionario',
  fr: 'questionnaire',
  it: 'questionario',
  pl: 'ankiety',
  se: 'frageformularet',
  tr: 'anketin',
  ar: 'aistibyan',
};

/** Native names shown on the language selection screen. */
export const NATIVE_LANGUAGE_NAMES: Record<TContentLocale, string> = {
  nl: 'Nederlands',
  de: 'Deutsch',
  'de-at': 'Deutsch (Österreich)',
  en: 'English',
  ru: 'Russkiy',
  es: 'Espanol',
  fr: 'Francais',
  it: 'Italiano',
  pl: 'Polskie',
  se: 'Svenska',
  tr: 'Turk',
  ar: 'Arabic',
  bn: 'Bangla',
};

/**
 * Content locales without a survey word of their own use a neighbour's word and screen
 * texts (DESIGN §11): de-at reads German screens, bn English ones.
 */
export function respondentLocaleFor(contentLocale: TContentLocale): TRespondentLocale {
  if (contentLocale === 'de-at') return 'de';
  if (contentLocale === 'bn') return 'en';
  return contentLocale;
}

export const RIGHT_TO_LEFT_LOCALES: readonly string[] = ['ar'];

/**
 * The HTML `lang` of a content locale. Peil's `se` means Swedish (its URLs and data keep `se`),
 * but as a language tag `se` is Northern Sami, so pages in it are marked `sv`.
 */
export function htmlLangOf(locale: string): string {
  return locale === 'se' ? 'sv' : locale;
}

const RESPONDENT_LOCALE_BY_WORD = new Map(RESPONDENT_LOCALES.map((locale) => [SURVEY_WORDS[locale], locale]));

/** The locale of a survey link's word (`vragenlijst` is nl), if it is one. */
export function respondentLocaleOfWord(word: string): TRespondentLocale | undefined {
  return RESPONDENT_LOCALE_BY_WORD.get(word);
}

/**
 * The content locale a survey link asks for: `?locale=de-at` on a German link, otherwise the
 * link's own locale. The respondent app and the server (which puts the survey into the page)
 * both decide it here.
 */
export function contentLocaleOfLink(linkLocale: TRespondentLocale, askedLocale: string | null): TContentLocale {
  const match = CONTENT_LOCALES.find((candidate) => candidate === askedLocale);
  return match && respondentLocaleFor(match) === linkLocale ? match : linkLocale;
}

/**
 * A browser language tag (`navigator.language`, or the first of Accept-Language) as a Peil code:
 * a Swedish browser (`sv`) reads Peil's `se`.
 */
export function peilLanguageOf(languageTag: string): string {
  const language = languageTag.trim().slice(0, 2).toLowerCase();
  return language === 'sv' ? 'se' : language;
}

/** The content locale of a browser language tag, English when Peil has none for it. */
export function contentLocaleOfBrowser(languageTag: string): TContentLocale {
  const language = peilLanguageOf(languageTag);
  return CONTENT_LOCALES.find((locale) => locale === language) ?? 'en';
}
