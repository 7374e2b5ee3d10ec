import { textsFor } from '@peil/contract/domain';
import { STAFF_LOCALES, type TStaffLocale } from '@peil/contract/locale-codes';
import { RESULTS_EXPORT_TEXTS } from '../../i18n/exports/results-export.js';

/** The exports' words in one language, with the numbers and dates as that language writes them. */
type ExportTexts = (typeof RESULTS_EXPORT_TEXTS)['en'] & {
  /** A share in percent, one decimal, with the language's decimal sign. */
  share: (percent: number) => string;
  /** Numbers and dates as the language writes them (English as in Britain: day before month). */
  formats: ExportFormats;
};

type ExportFormats = {
  /** The Intl locale, for the charts. */
  locale: string;
  /** A score with two decimals. */
  score: (value: number) => string;
  /** A calendar date (YYYY-MM-DD) written out; anything else stays as it is. */
  date: (isoDate: string) => string;
  /** The spreadsheet number format of a moment: the date in the language's order, then the time. */
  excelDateTime: string;
};

/** The spreadsheet code of each date part; the separators are kept as the language writes them. */
const EXCEL_DATE_PARTS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: 'dd',
  month: 'mm',
  year: 'yyyy',
};

function formatsOf(locale: string): ExportFormats {
  const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const excelDate = date
    .formatToParts(new Date(Date.UTC(2000, 10, 22)))
    .map((part) => EXCEL_DATE_PARTS[part.type] ?? part.value)
    .join('');
  return {
    locale,
    excelDateTime: `${excelDate} hh:mm`,
    score: (value) => score.format(value),
    date: (isoDate) => {
      const parsed = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}/.test(isoDate) && !Number.isNaN(parsed.getTime()) ? date.format(parsed) : isoDate;
    },
  };
}

function shareFormat(locale: string): (percent: number) => string {
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (percent) => `${format.format(percent)}%`;
}

const INTL_LOCALES: Record<TStaffLocale, string> = { nl: 'nl', de: 'de', en: 'en-GB', fr: 'fr' };

// Built once per language: the formatters are costly, and a lookup gives the same object each time.
const EXPORT_TEXTS = Object.fromEntries(
  STAFF_LOCALES.map((language) => [
    language,
    { ...RESULTS_EXPORT_TEXTS[language], share: shareFormat(language), formats: formatsOf(INTL_LOCALES[language]) },
  ]),
) as Record<TStaffLocale, ExportTexts>;

export function exportTexts(locale: string): ExportTexts {
  return textsFor(EXPORT_TEXTS, locale);
}
