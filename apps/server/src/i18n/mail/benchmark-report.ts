import { defineTexts } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';

const en = {
  subject: (period: string) => `Peil benchmark report ${period}`,
  title: 'Benchmark report',
  greeting: (username: string) => `Hello ${username},`,
  intro: (period: string) =>
    `Below is how your organisation scores over ${period}: per survey against the comparison groups and against the year before. Scores are averages from 0 (completely disagree) to 4 (completely agree).`,
  respondents: (n: number) => `${n} respondents`,
  clusterCaption: (ownN: number, cluster: string, otherN: number | null) =>
    otherN === null
      ? `Your organisation (${ownN} respondents) against ${cluster}: too few to compare`
      : `Your organisation (${ownN} respondents) against ${cluster} (${otherN} respondents)`,
  previousYearHeading: 'Against the year before',
  previousYearCaption: (period: string, ownN: number, previous: string, otherN: number) =>
    `${period} (${ownN} respondents) against ${previous} (${otherN} respondents)`,
  better: 'significantly better',
  worse: 'significantly worse',
  same: 'no significant difference',
  tooFew: 'too few to compare',
  noData: 'no data yet',
  legend:
    '+ significantly better, - significantly worse, = no significant difference (Welch t-test, p below the benchmark threshold, 0.05 by default).',
  toDashboard: 'Open the dashboard',
  footer: 'You receive this report monthly as an observer in Peil.',
};

/** The monthly benchmark report mail. */
export const BENCHMARK_REPORT_TEXTS = defineTexts(
  STAFF_LOCALES,
  { en },
  {
    nl: {
      subject: (period) => `Peil benchmarkrapport ${period}`,
      title: 'Benchmarkrapport',
      greeting: (username) => `Beste ${username},`,
      intro: (period) =>
        `Hieronder ziet u hoe uw organisatie scoort over ${period}: per vragenlijst tegenover de vergelijkingsgroepen en tegenover het jaar ervoor. De scores zijn gemiddelden van 0 (helemaal oneens) tot 4 (helemaal eens).`,
      respondents: (n) => `${n} respondenten`,
      clusterCaption: (ownN, cluster, otherN) =>
        otherN === null
          ? `Uw organisatie (${ownN} respondenten) tegenover ${cluster}: te weinig om te vergelijken`
          : `Uw organisatie (${ownN} respondenten) tegenover ${cluster} (${otherN} respondenten)`,
      previousYearHeading: 'Tegenover het jaar ervoor',
      previousYearCaption: (period, ownN, previous, otherN) =>
        `${period} (${ownN} respondenten) tegenover ${previous} (${otherN} respondenten)`,
      better: 'significant beter',
      worse: 'significant slechter',
      same: 'geen significant verschil',
      tooFew: 'te weinig om te vergelijken',
      noData: 'nog geen gegevens',
      legend:
        '+ significant beter, - significant slechter, = geen significant verschil (Welch-t-toets, p onder de drempel van de benchmark, standaard 0,05).',
      toDashboard: 'Naar het dashboard',
      footer: 'U ontvangt dit rapport maandelijks als waarnemer in Peil.',
    },
    de: {
      subject: (period) => `Peil Benchmark-Bericht ${period}`,
      title: 'Benchmark-Bericht',
      greeting: (username) => `Hallo ${username},`,
      intro: (period) =>
        `Hier sehen Sie, wie Ihre Organisation im Zeitraum ${period} abschneidet: je Fragebogen im Vergleich zu den Vergleichsgruppen und zum Vorjahr. Die Werte sind Mittelwerte von 0 (stimme überhaupt nicht zu) bis 4 (stimme voll zu).`,
      respondents: (n) => `${n} Befragte`,
      clusterCaption: (ownN, cluster, otherN) =>
        otherN === null
          ? `Ihre Organisation (${ownN} Befragte) im Vergleich zu ${cluster}: zu wenige für einen Vergleich`
          : `Ihre Organisation (${ownN} Befragte) im Vergleich zu ${cluster} (${otherN} Befragte)`,
      previousYearHeading: 'Im Vergleich zum Vorjahr',
      previousYearCaption: (period, ownN, previous, otherN) =>
        `${period} (${ownN} Befragte) im Vergleich zu ${previous} (${otherN} Befragte)`,
      better: 'signifikant besser',
      worse: 'signifikant schlechter',
      same: 'kein signifikanter Unterschied',
      tooFew: 'zu wenige für einen Vergleich',
      noData: 'noch keine Daten',
      legend:
        '+ signifikant besser, - signifikant schlechter, = kein signifikanter Unterschied (Welch-t-Test, p unter der Schwelle des Benchmarks, standardmäßig 0,05).',
      toDashboard: 'Zum Dashboard',
      footer: 'Sie erhalten diesen Bericht monatlich als Beobachter in Peil.',
    },
    fr: {
      subject: (period) => `Rapport de référence Peil ${period}`,
      title: 'Rapport de référence',
      greeting: (username) => `Bonjour ${username},`,
      intro: (period) =>
        `Voici les résultats de votre organisation sur la période ${period} : par questionnaire, face aux groupes de comparaison et face à l’année précédente. Les scores sont des moyennes de 0 (pas du tout d’accord) à 4 (tout à fait d’accord).`,
      respondents: (n) => `${n} répondants`,
      clusterCaption: (ownN, cluster, otherN) =>
        otherN === null
          ? `Votre organisation (${ownN} répondants) face à ${cluster} : trop peu pour comparer`
          : `Votre organisation (${ownN} répondants) face à ${cluster} (${otherN} répondants)`,
      previousYearHeading: 'Face à l’année précédente',
      previousYearCaption: (period, ownN, previous, otherN) =>
        `${period} (${ownN} répondants) face à ${previous} (${otherN} répondants)`,
      better: 'significativement meilleur',
      worse: 'significativement moins bon',
      same: 'pas de différence significative',
      tooFew: 'trop peu pour comparer',
      noData: 'pas encore de données',
      legend:
        '+ significativement meilleur, - significativement moins bon, = pas de différence significative (test t de Welch, p sous le seuil du benchmark, 0,05 par défaut).',
      toDashboard: 'Ouvrir le tableau de bord',
      footer: 'Vous recevez ce rapport chaque mois en tant qu’observateur dans Peil.',
    },
  },
);

const answerGroupsEn = {
  heading: { treatment: 'Per treatment method', location: 'Per laboratory or satellite function' },
  intro: (question: string, period: string, previous: string) =>
    `Per answer to “${question}”: the respondents who gave that answer in ${period}, against the respondents with the same answer in ${previous}.`,
  tooFew: (ownN: number) => `${ownN} respondents: too few to compare`,
  explanation:
    'Per treatment method and per laboratory or satellite function, the respondents who gave that answer are compared with those who gave the same answer in the 12 months before. Below the benchmark’s minimum of respondents no figure is shown.',
};

/** The report's "further template": the sections per treatment method and per laboratory/satellite function. */
export const BENCHMARK_REPORT_ANSWER_GROUP_TEXTS = defineTexts(
  STAFF_LOCALES,
  { en: answerGroupsEn },
  {
    nl: {
      heading: { treatment: 'Per behandelmethode', location: 'Per laboratorium- of satellietfunctie' },
      intro: (question, period, previous) =>
        `Per antwoord op „${question}”: de respondenten die dat antwoord gaven in ${period}, tegenover de respondenten met hetzelfde antwoord in ${previous}.`,
      tooFew: (ownN) => `${ownN} respondenten: te weinig om te vergelijken`,
      explanation:
        'Per behandelmethode en per laboratorium- of satellietfunctie tellen de respondenten die dat antwoord gaven, tegenover wie hetzelfde antwoord gaf in de 12 maanden ervoor. Onder het minimum aantal respondenten van de benchmark staat er geen cijfer.',
    },
    de: {
      heading: { treatment: 'Je Behandlungsmethode', location: 'Je Labor- oder Satellitenfunktion' },
      intro: (question, period, previous) =>
        `Je Antwort auf „${question}“: die Befragten mit dieser Antwort im Zeitraum ${period} im Vergleich zu den Befragten mit derselben Antwort im Zeitraum ${previous}.`,
      tooFew: (ownN) => `${ownN} Befragte: zu wenige für einen Vergleich`,
      explanation:
        'Je Behandlungsmethode und je Labor- oder Satellitenfunktion zählen die Befragten mit dieser Antwort, verglichen mit denen, die dieselbe Antwort in den 12 Monaten davor gaben. Unter der Mindestzahl an Befragten des Benchmarks steht keine Zahl.',
    },
    fr: {
      heading: { treatment: 'Par méthode de traitement', location: 'Par fonction laboratoire ou satellite' },
      intro: (question, period, previous) =>
        `Par réponse à « ${question} » : les répondants ayant donné cette réponse sur la période ${period}, face aux répondants ayant donné la même réponse sur la période ${previous}.`,
      tooFew: (ownN) => `${ownN} répondants : trop peu pour comparer`,
      explanation:
        'Par méthode de traitement et par fonction laboratoire ou satellite, les répondants ayant donné cette réponse sont comparés à ceux qui ont donné la même réponse dans les 12 mois précédents. Sous le minimum de répondants du benchmark, aucun chiffre n’est affiché.',
    },
  },
);
