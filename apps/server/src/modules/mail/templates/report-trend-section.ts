import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';

type TrendTexts = { heading: string; caption: string; textOnly: string };

// Keyed by the report's locales (nl, de, en, fr); the report falls back to English itself.
const TEXTS: Record<string, TrendTexts> = {
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
  en: {
    heading: 'Trend over the last three years',
    caption:
      'Average score per dimension per quarter over the 36 whole months before this month. Solid line: the survey, with its 95 % confidence interval as a shaded band; dashed line: the cluster, only where it has enough organisations and respondents.',
    textOnly: 'The trend chart is in the HTML version of this e-mail.',
  },
  fr: {
    heading: 'Évolution sur les trois dernières années',
    caption:
      'Score moyen par dimension et par trimestre sur les 36 mois complets avant ce mois-ci. Ligne continue : le questionnaire, avec son intervalle de confiance à 95 % en bande ombrée ; ligne en pointillés : le cluster, seulement là où il compte assez d’organisations et de répondants.',
    textOnly: 'Le graphique d’évolution figure dans la version HTML de cet e-mail.',
  },
};

const textsFor = (locale: string): TrendTexts => TEXTS[locale] ?? TEXTS.en!;

/** The survey's trend image under a heading, full width, attached inline (cid:); '' without one. */
export function trendSectionHtml(
  chart: Buffer | null | undefined,
  surveyIndex: number,
  locale: string,
  attachments: NonNullable<MailMessage['attachments']>,
): string {
  if (!chart) return '';
  const texts = textsFor(locale);
  const cid = `trend-${surveyIndex + 1}@peil`;
  attachments.push({ filename: `trend-${surveyIndex + 1}.png`, content: chart, contentType: 'image/png', cid });
  return `<hr style="border:0;border-top:1px solid #dddddd;margin:16px 0;clear:both">
<h3 style="font-size:24px;font-weight:bold;margin:0 0 8px">${escapeHtml(texts.heading)}</h3>
<p style="margin:0 0 8px;color:#555555">${escapeHtml(texts.caption)}</p>
<img src="cid:${cid}" width="552" alt="${escapeHtml(texts.heading)}" style="width:100%;max-width:552px">`;
}

export function trendSectionText(chart: Buffer | null | undefined, locale: string): string[] {
  if (!chart) return [];
  const texts = textsFor(locale);
  return ['', `${texts.heading}: ${texts.textOnly}`];
}
