import type { DifficultyKey } from '@peil/scoring';

/**
 * The few fixed words of the exports (column headers, report captions, difficulty buckets) in
 * the staff languages; other locales get English. Question and option texts come from the survey.
 * The difficulty buckets carry the words of the respondent's slider (second spec §9).
 */
type ExportTexts = {
  /** The PDF's document title when the request has no survey name. */
  reportTitle: string;
  sheetName: string;
  respondent: string;
  started: string;
  finished: string;
  locale: string;
  period: string;
  filters: string;
  average: string;
  /** A card's n: respondents who answered the question, completed or not. */
  sampleSize: (count: number) => string;
  /** The report's respondent counts, as the dashboard header labels them. */
  completed: string;
  notCompleted: string;
  /** Caption above the texts typed into an open option ("Other, namely ...") of a choice question. */
  openOptionTexts: string;
  answer: string;
  count: string;
  percentage: string;
  /** A share in percent, one decimal, with the language's decimal sign. */
  share: (percent: number) => string;
  noAnswers: string;
  moreAnswers: (shown: number, total: number) => string;
  difficulty: Record<DifficultyKey, string>;
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

function formatsOf(locale: string): ExportFormats {
  const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const excelDate = date
    .formatToParts(new Date(Date.UTC(2000, 10, 22)))
    .map((part) => ({ day: 'dd', month: 'mm', year: 'yyyy' })[part.type as 'day'] ?? part.value)
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

const EN: ExportTexts = {
  reportTitle: 'Report',
  sheetName: 'Answers',
  respondent: 'Respondent',
  started: 'Started',
  finished: 'Finished',
  locale: 'Language',
  period: 'Period',
  filters: 'Filters',
  average: 'Average',
  sampleSize: (count) => `n = ${count} answered`,
  completed: 'Completed',
  notCompleted: 'Not completed',
  openOptionTexts: 'Texts typed with “Other, namely”',
  answer: 'Answer',
  count: 'Count',
  percentage: 'Percentage',
  share: shareFormat('en'),
  formats: formatsOf('en-GB'),
  noAnswers: 'No answers yet',
  moreAnswers: (shown, total) => `${shown} of ${total} answers shown`,
  difficulty: {
    very_difficult: 'Very difficult',
    difficult: 'Difficult',
    expect_effort: 'Expected effort',
    easy: 'Easy',
    very_easy: 'Very easy',
  },
};

const TEXTS: Record<string, ExportTexts> = {
  en: EN,
  nl: {
    reportTitle: 'Rapport',
    sheetName: 'Antwoorden',
    respondent: 'Respondent',
    started: 'Gestart',
    finished: 'Afgerond',
    locale: 'Taal',
    period: 'Periode',
    filters: 'Filters',
    average: 'Gemiddelde',
    sampleSize: (count) => `n = ${count} beantwoord`,
    completed: 'Afgerond',
    notCompleted: 'Niet afgerond',
    openOptionTexts: 'Ingevulde teksten bij “Anders, namelijk”',
    answer: 'Antwoord',
    count: 'Aantal',
    percentage: 'Percentage',
    share: shareFormat('nl'),
    formats: formatsOf('nl'),
    noAnswers: 'Nog geen antwoorden',
    moreAnswers: (shown, total) => `${shown} van ${total} antwoorden getoond`,
    difficulty: {
      very_difficult: 'Erg moeilijk',
      difficult: 'Moeilijk',
      expect_effort: 'Verwachte moeite',
      easy: 'Makkelijk',
      very_easy: 'Erg makkelijk',
    },
  },
  de: {
    reportTitle: 'Bericht',
    sheetName: 'Antworten',
    respondent: 'Befragte',
    started: 'Begonnen',
    finished: 'Abgeschlossen',
    locale: 'Sprache',
    period: 'Zeitraum',
    filters: 'Filter',
    average: 'Durchschnitt',
    sampleSize: (count) => `n = ${count} beantwortet`,
    completed: 'Abgeschlossen',
    notCompleted: 'Nicht abgeschlossen',
    openOptionTexts: 'Eingegebene Texte bei „Andere, nämlich“',
    answer: 'Antwort',
    count: 'Anzahl',
    percentage: 'Prozent',
    share: shareFormat('de'),
    formats: formatsOf('de'),
    noAnswers: 'Noch keine Antworten',
    moreAnswers: (shown, total) => `${shown} von ${total} Antworten angezeigt`,
    difficulty: {
      very_difficult: 'Sehr schwierig',
      difficult: 'Schwierig',
      expect_effort: 'Erwarteter Aufwand',
      easy: 'Einfach',
      very_easy: 'Sehr einfach',
    },
  },
  fr: {
    reportTitle: 'Rapport',
    sheetName: 'Réponses',
    respondent: 'Répondant',
    started: 'Commencé',
    finished: 'Terminé',
    locale: 'Langue',
    period: 'Période',
    filters: 'Filtres',
    average: 'Moyenne',
    sampleSize: (count) => `n = ${count} ont répondu`,
    completed: 'Terminés',
    notCompleted: 'Non terminés',
    openOptionTexts: 'Textes saisis pour « Autre, à savoir »',
    answer: 'Réponse',
    count: 'Nombre',
    percentage: 'Pourcentage',
    share: shareFormat('fr'),
    formats: formatsOf('fr'),
    noAnswers: 'Pas encore de réponses',
    moreAnswers: (shown, total) => `${shown} réponses affichées sur ${total}`,
    difficulty: {
      very_difficult: 'Très difficile',
      difficult: 'Difficile',
      expect_effort: 'Effort attendu',
      easy: 'Facile',
      very_easy: 'Très facile',
    },
  },
};

export function exportTexts(locale: string): ExportTexts {
  return TEXTS[locale] ?? TEXTS[locale.slice(0, 2)] ?? EN;
}
