import type { TDictionaryShape } from '@peil/contract/domain';

export const nl = {
  noAccess: {
    title: 'Wachten op toegang',
    text: 'U heeft nog geen toegang tot een vragenlijst. Een beheerder van {{organization}} geeft u toegang, door een vragenlijst met u te delen of u toegang te geven tot een project. Vraag het hem of haar, of gebruik Stel een vraag.',
  },
  empty: {
    title: 'Geen vragenlijst gekozen',
    text: 'Kies bovenaan een vragenlijst om de resultaten te zien.',
  },
  dateRange: {
    label: 'Periode',
    byDay: 'Per dag',
    byMonth: 'Per maand',
    mode: 'Periode verschuiven',
    from: 'Van',
    to: 'Tot en met',
    fromThumb: 'Begindatum',
    toThumb: 'Einddatum',
  },
  translations: {
    label: 'Talen',
    hint: 'Afgeronde respondenten per taal. Zonder keuze tellen alle talen mee.',
    chip: '{{language}} ({{count}})',
  },
  dimension: {
    label: 'Dimensie',
    none: 'Geen filter',
  },
  filters: {
    title: 'Actieve filters',
    none: 'Geen filters. Klik op een balk van een grafiek om alleen respondenten met dat antwoord te zien.',
    chip: '{{question}}: {{option}}',
    limit: 'Er kunnen maximaal {{max}} filters tegelijk actief zijn. Verwijder er een om een ander toe te voegen.',
    duplicate: 'Dit filter is al actief.',
  },
  counts: {
    finished: 'Afgerond',
    unfinished: 'Niet afgerond',
    finishedHint: 'Respondenten die de vragenlijst hebben afgerond',
    unfinishedHint: 'Respondenten die zijn begonnen maar de vragenlijst niet hebben afgerond',
  },
  emptyResults: {
    survey: 'Er zijn geen gegevens om weer te geven.',
    period: 'Geen gegevens beschikbaar voor deze periode',
  },
  cards: {
    noDataYet: 'Nog geen gegevens',
    loading: 'De resultaten worden geladen',
    loadError: 'De resultaten konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    noResults: 'Geen resultaten om weer te geven.',
    expand: 'Tabel tonen',
    collapse: 'Tabel verbergen',
    nps: 'NPS {{score}}',
    npsWithInterval: 'NPS {{score}} (95%-interval {{lower}} tot {{upper}})',
    npsGroups: '{{promoters}} promotors, {{passives}} passieven, {{detractors}} criticasters',
    npsHint: 'Net Promoter Score: % dat 9–10 antwoordt min % dat 0–6 antwoordt',
    average: 'Gemiddelde: {{score}}',
    respondents: 'n = {{count}} beantwoord',
    respondentsHint: 'Respondenten die deze vraag hebben beantwoord, afgerond of niet',
    lastAnswer: 'Laatste antwoord: {{date}}',
    chartLabel: 'Grafiek: {{title}}',
    addFilter: 'Als filter toevoegen',
    answer: 'Antwoord',
    count: 'Aantal',
    percentage: 'Percentage',
    pageInfo: '{{from}}-{{to}} van {{total}}',
  },
  openAnswers: {
    list: 'Open antwoorden',
    search: 'Zoeken in de antwoorden',
    answer: 'Antwoord',
    date: 'Datum',
    none: 'Geen antwoorden',
    loadError: 'De antwoorden konden niet worden geladen.',
    pageInfo: '{{from}}-{{to}} van {{total}}',
  },
  pager: {
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
  },
  difficulty: {
    very_difficult: 'Erg moeilijk',
    difficult: 'Moeilijk',
    expect_effort: 'Verwachte moeite',
    easy: 'Makkelijk',
    very_easy: 'Erg makkelijk',
  },
};

/** Every language has exactly the Dutch keys. */
export type TDashboardDictionary = TDictionaryShape<typeof nl>;
