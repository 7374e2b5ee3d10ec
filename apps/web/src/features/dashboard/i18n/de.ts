import type { en } from './en';

export const de: typeof en = {
  noAccess: {
    title: 'Warten auf Zugang',
    text: 'Sie haben noch keinen Zugang zu einem Fragebogen. Ein Administrator von {{organization}} gibt Ihnen Zugang, indem er einen Fragebogen mit Ihnen teilt oder Ihnen Zugang zu einem Projekt gibt. Fragen Sie ihn oder nutzen Sie Frage stellen.',
  },
  empty: {
    title: 'Kein Fragebogen ausgewählt',
    text: 'Wählen Sie oben einen Fragebogen, um seine Ergebnisse zu sehen.',
  },
  dateRange: {
    label: 'Zeitraum',
    byDay: 'Pro Tag',
    byMonth: 'Pro Monat',
    mode: 'Zeitraum verschieben',
    from: 'Von',
    to: 'Bis',
    fromThumb: 'Anfangsdatum',
    toThumb: 'Enddatum',
  },
  translations: {
    label: 'Sprachen',
    hint: 'Abgeschlossene Befragte je Sprache. Ohne Auswahl zählen alle Sprachen.',
    chip: '{{language}} ({{count}})',
  },
  dimension: {
    label: 'Dimension',
    none: 'Kein Filter',
  },
  filters: {
    title: 'Aktive Filter',
    none: 'Keine Filter. Klicken Sie auf einen Balken, um nur Befragte mit dieser Antwort zu sehen.',
    chip: '{{question}}: {{option}}',
    limit:
      'Es können höchstens {{max}} Filter gleichzeitig aktiv sein. Entfernen Sie einen, um einen anderen hinzuzufügen.',
    duplicate: 'Dieser Filter ist bereits aktiv.',
  },
  counts: {
    finished: 'Abgeschlossen',
    unfinished: 'Nicht abgeschlossen',
    finishedHint: 'Befragte, die den Fragebogen abgeschlossen haben',
    unfinishedHint: 'Befragte, die begonnen, den Fragebogen aber nicht abgeschlossen haben',
  },
  emptyResults: {
    survey: 'Es sind keine Daten zum Anzeigen vorhanden.',
    period: 'Keine Daten für diesen Zeitraum verfügbar',
  },
  cards: {
    noDataYet: 'Noch keine Daten',
    loading: 'Die Ergebnisse werden geladen',
    loadError: 'Die Ergebnisse konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    noResults: 'Keine Ergebnisse zum Anzeigen.',
    expand: 'Tabelle zeigen',
    collapse: 'Tabelle ausblenden',
    average: 'Durchschnitt: {{score}}',
    respondents: 'n = {{count}} beantwortet',
    respondentsHint: 'Befragte, die diese Frage beantwortet haben, abgeschlossen oder nicht',
    lastAnswer: 'Letzte Antwort: {{date}}',
    chartLabel: 'Diagramm: {{title}}',
    addFilter: 'Als Filter hinzufügen',
    answer: 'Antwort',
    count: 'Anzahl',
    percentage: 'Prozent',
    pageInfo: '{{from}}-{{to}} von {{total}}',
  },
  openAnswers: {
    list: 'Offene Antworten',
    search: 'In den Antworten suchen',
    answer: 'Antwort',
    date: 'Datum',
    none: 'Keine Antworten',
    loadError: 'Die Antworten konnten nicht geladen werden.',
    pageInfo: '{{from}}-{{to}} von {{total}}',
  },
  difficulty: {
    very_difficult: 'Sehr schwierig',
    difficult: 'Schwierig',
    expect_effort: 'Erwarteter Aufwand',
    easy: 'Einfach',
    very_easy: 'Sehr einfach',
  },
};
