import { defineTexts } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';

const en = {
  heading: 'Trend over the last three years',
  caption:
    'Average score per dimension per quarter over the 36 whole months before this month. Solid line: the survey, with its 95 % confidence interval as a shaded band; dashed line: the cluster, only where it has enough organisations and respondents.',
  textOnly: 'The trend chart is in the HTML version of this e-mail.',
};

/** The trend section of the monthly report mail, and the words inside its chart. */
export const REPORT_TREND_TEXTS = defineTexts(
  STAFF_LOCALES,
  { en },
  {
    nl: {
      heading: 'Trend over de laatste drie jaar',
      caption:
        'Gemiddelde score per dimensie per kwartaal over de 36 hele maanden vóór deze maand. Doorgetrokken lijn: de vragenlijst, met het 95%-betrouwbaarheidsinterval als gekleurde band; gestippelde lijn: het cluster, alleen waar het genoeg organisaties en respondenten heeft.',
      textOnly: 'De trendgrafiek staat in de HTML-versie van deze e-mail.',
    },
    de: {
      heading: 'Verlauf der letzten drei Jahre',
      caption:
        'Durchschnittswert je Dimension je Quartal über die 36 vollen Monate vor diesem Monat. Durchgezogene Linie: der Fragebogen, mit dem 95%-Konfidenzintervall als schattiertem Band; gestrichelte Linie: der Cluster, nur wo er genug Organisationen und Befragte hat.',
      textOnly: 'Das Verlaufsdiagramm steht in der HTML-Fassung dieser E-Mail.',
    },
    fr: {
      heading: 'Évolution sur les trois dernières années',
      caption:
        'Score moyen par dimension et par trimestre sur les 36 mois complets avant ce mois-ci. Ligne continue : le questionnaire, avec son intervalle de confiance à 95 % en bande ombrée ; ligne en pointillés : le cluster, seulement là où il compte assez d’organisations et de répondants.',
      textOnly: 'Le graphique d’évolution figure dans la version HTML de cet e-mail.',
    },
  },
);

const chartEn = { band: '95 % interval' };

/** The words inside the report's trend chart. */
export const REPORT_TREND_CHART_TEXTS = defineTexts(
  STAFF_LOCALES,
  { en: chartEn },
  {
    nl: { band: '95%-interval' },
    de: { band: '95%-Intervall' },
    fr: { band: 'intervalle à 95 %' },
  },
);
