/**
 * The few fixed words of the exports (column headers, report captions, difficulty buckets) in
 * the staff languages; other locales get English. Question and option texts come from the survey.
 */
type ExportTexts = {
  respondent: string;
  started: string;
  finished: string;
  locale: string;
  period: string;
  filters: string;
  respondents: string;
  average: string;
  noAnswers: string;
  moreAnswers: (shown: number, total: number) => string;
  difficulty: Record<string, string>;
};

const EN: ExportTexts = {
  respondent: 'Respondent',
  started: 'Started',
  finished: 'Finished',
  locale: 'Language',
  period: 'Period',
  filters: 'Filters',
  respondents: 'Respondents',
  average: 'Average',
  noAnswers: 'No answers yet',
  moreAnswers: (shown, total) => `${shown} of ${total} answers shown`,
  difficulty: {
    very_difficult: 'Very difficult',
    difficult: 'Difficult',
    expect_effort: 'Expect effort',
    easy: 'Easy',
    very_easy: 'Very easy',
  },
};

const TEXTS: Record<string, ExportTexts> = {
  en: EN,
  nl: {
    respondent: 'Respondent',
    started: 'Gestart',
    finished: 'Afgerond',
    locale: 'Taal',
    period: 'Periode',
    filters: 'Filters',
    respondents: 'Respondenten',
    average: 'Gemiddelde',
    noAnswers: 'Nog geen antwoorden',
    moreAnswers: (shown, total) => `${shown} van ${total} antwoorden getoond`,
    difficulty: {
      very_difficult: 'Heel moeilijk',
      difficult: 'Moeilijk',
      expect_effort: 'Kost moeite',
      easy: 'Makkelijk',
      very_easy: 'Heel makkelijk',
    },
  },
  de: {
    respondent: 'Befragte',
    started: 'Begonnen',
    finished: 'Abgeschlossen',
    locale: 'Sprache',
    period: 'Zeitraum',
    filters: 'Filter',
    respondents: 'Befragte',
    average: 'Durchschnitt',
    noAnswers: 'Noch keine Antworten',
    moreAnswers: (shown, total) => `${shown} von ${total} Antworten angezeigt`,
    difficulty: {
      very_difficult: 'Sehr schwierig',
      difficult: 'Schwierig',
      expect_effort: 'Mit Mühe',
      easy: 'Einfach',
      very_easy: 'Sehr einfach',
    },
  },
  fr: {
    respondent: 'Répondant',
    started: 'Commencé',
    finished: 'Terminé',
    locale: 'Langue',
    period: 'Période',
    filters: 'Filtres',
    respondents: 'Répondants',
    average: 'Moyenne',
    noAnswers: 'Pas encore de réponses',
    moreAnswers: (shown, total) => `${shown} réponses affichées sur ${total}`,
    difficulty: {
      very_difficult: 'Très difficile',
      difficult: 'Difficile',
      expect_effort: 'Demande un effort',
      easy: 'Facile',
      very_easy: 'Très facile',
    },
  },
};

export function exportTexts(locale: string): ExportTexts {
  return TEXTS[locale] ?? TEXTS[locale.slice(0, 2)] ?? EN;
}
