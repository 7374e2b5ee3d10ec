import { defineTexts } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import type { DifficultyKey } from '@peil/scoring';

const en = {
  /** The PDF's document title when the request has no survey name. */
  reportTitle: 'Report',
  sheetName: 'Answers',
  respondent: 'Respondent',
  started: 'Started',
  finished: 'Finished',
  locale: 'Language',
  period: 'Period',
  filters: 'Filters',
  average: 'Average',
  /** A card's n: respondents who answered the question, completed or not. */
  sampleSize: (count: number) => `n = ${count} answered`,
  /** The report's respondent counts, as the dashboard header labels them. */
  completed: 'Completed',
  notCompleted: 'Not completed',
  /** Caption above the texts typed into an open option ("Other, namely ...") of a choice question. */
  openOptionTexts: 'Texts typed with “Other, namely”',
  answer: 'Answer',
  count: 'Count',
  percentage: 'Percentage',
  noAnswers: 'No answers yet',
  moreAnswers: (shown: number, total: number) => `${shown} of ${total} answers shown`,
  difficulty: {
    very_difficult: 'Very difficult',
    difficult: 'Difficult',
    expect_effort: 'Expected effort',
    easy: 'Easy',
    very_easy: 'Very easy',
  } satisfies Record<DifficultyKey, string>,
};

/**
 * The few fixed words of the results exports (column headers, report captions, difficulty
 * buckets); question and option texts come from the survey. The difficulty buckets carry the
 * words of the respondent's slider (second spec §9).
 */
export const RESULTS_EXPORT_TEXTS = defineTexts(
  STAFF_LOCALES,
  { en },
  {
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
  },
);
