import type { SignificanceResult } from '@peil/scoring';
import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';

export const REPORT_MAIL_LOCALES = ['nl', 'de', 'en', 'fr'] as const;
export type TReportMailLocale = (typeof REPORT_MAIL_LOCALES)[number];

/** One dimension of a comparison: average scores 0..4 and whether the difference is significant. */
export type TReportDimensionLine = {
  dimension: string;
  own: number | null;
  other: number | null;
  result: SignificanceResult | null;
};

/** A section of the report: the survey against one comparison group, or against itself a year earlier. */
export type TReportSection = (
  { kind: 'cluster'; clusterName: string } | { kind: 'previousYear'; previousPeriodLabel: string }
) & {
  /** Respondents of the survey and of what it is compared with. */
  ownN: number;
  otherN: number;
  lines: TReportDimensionLine[];
  /** PNG of the section's radar chart. */
  chart: Buffer;
};

export type TReportSurvey = { surveyName: string; n: number; sections: TReportSection[] };

export type TBenchmarkReportInput = {
  to: string;
  username: string;
  locale: TReportMailLocale;
  periodLabel: string;
  dashboardLink: string;
  surveys: TReportSurvey[];
};

type ReportTexts = {
  subject: (period: string) => string;
  title: string;
  greeting: (username: string) => string;
  intro: (period: string) => string;
  respondents: (n: number) => string;
  clusterCaption: (ownN: number, cluster: string, otherN: number) => string;
  previousYearHeading: string;
  previousYearCaption: (period: string, ownN: number, previous: string, otherN: number) => string;
  better: string;
  worse: string;
  same: string;
  noData: string;
  legend: string;
  toDashboard: string;
  footer: string;
};

const TEXTS: Record<TReportMailLocale, ReportTexts> = {
  nl: {
    subject: (period) => `Peil benchmarkrapport ${period}`,
    title: 'Benchmarkrapport',
    greeting: (username) => `Beste ${username},`,
    intro: (period) =>
      `Hieronder ziet u hoe uw organisatie scoort over ${period}: per vragenlijst tegenover de vergelijkingsgroepen en tegenover het jaar ervoor. De scores zijn gemiddelden van 0 (helemaal oneens) tot 4 (helemaal eens).`,
    respondents: (n) => `${n} respondenten`,
    clusterCaption: (ownN, cluster, otherN) =>
      `Uw organisatie (${ownN} respondenten) tegenover ${cluster} (${otherN} respondenten)`,
    previousYearHeading: 'Tegenover het jaar ervoor',
    previousYearCaption: (period, ownN, previous, otherN) =>
      `${period} (${ownN} respondenten) tegenover ${previous} (${otherN} respondenten)`,
    better: 'significant beter',
    worse: 'significant slechter',
    same: 'geen significant verschil',
    noData: 'nog geen gegevens',
    legend:
      '+ significant beter, - significant slechter, = geen significant verschil (95%-betrouwbaarheidsintervallen overlappen).',
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
      `Ihre Organisation (${ownN} Befragte) im Vergleich zu ${cluster} (${otherN} Befragte)`,
    previousYearHeading: 'Im Vergleich zum Vorjahr',
    previousYearCaption: (period, ownN, previous, otherN) =>
      `${period} (${ownN} Befragte) im Vergleich zu ${previous} (${otherN} Befragte)`,
    better: 'signifikant besser',
    worse: 'signifikant schlechter',
    same: 'kein signifikanter Unterschied',
    noData: 'noch keine Daten',
    legend:
      '+ signifikant besser, - signifikant schlechter, = kein signifikanter Unterschied (95%-Konfidenzintervalle überlappen).',
    toDashboard: 'Zum Dashboard',
    footer: 'Sie erhalten diesen Bericht monatlich als Beobachter in Peil.',
  },
  en: {
    subject: (period) => `Peil benchmark report ${period}`,
    title: 'Benchmark report',
    greeting: (username) => `Hello ${username},`,
    intro: (period) =>
      `Below is how your organisation scores over ${period}: per survey against the comparison groups and against the year before. Scores are averages from 0 (completely disagree) to 4 (completely agree).`,
    respondents: (n) => `${n} respondents`,
    clusterCaption: (ownN, cluster, otherN) =>
      `Your organisation (${ownN} respondents) against ${cluster} (${otherN} respondents)`,
    previousYearHeading: 'Against the year before',
    previousYearCaption: (period, ownN, previous, otherN) =>
      `${period} (${ownN} respondents) against ${previous} (${otherN} respondents)`,
    better: 'significantly better',
    worse: 'significantly worse',
    same: 'no significant difference',
    noData: 'no data yet',
    legend:
      '+ significantly better, - significantly worse, = no significant difference (95% confidence intervals overlap).',
    toDashboard: 'Open the dashboard',
    footer: 'You receive this report monthly as an observer in Peil.',
  },
  fr: {
    subject: (period) => `Rapport de référence Peil ${period}`,
    title: 'Rapport de référence',
    greeting: (username) => `Bonjour ${username},`,
    intro: (period) =>
      `Voici les résultats de votre organisation sur la période ${period} : par questionnaire, face aux groupes de comparaison et face à l’année précédente. Les scores sont des moyennes de 0 (pas du tout d’accord) à 4 (tout à fait d’accord).`,
    respondents: (n) => `${n} répondants`,
    clusterCaption: (ownN, cluster, otherN) =>
      `Votre organisation (${ownN} répondants) face à ${cluster} (${otherN} répondants)`,
    previousYearHeading: 'Face à l’année précédente',
    previousYearCaption: (period, ownN, previous, otherN) =>
      `${period} (${ownN} répondants) face à ${previous} (${otherN} répondants)`,
    better: 'significativement meilleur',
    worse: 'significativement moins bon',
    same: 'pas de différence significative',
    noData: 'pas encore de données',
    legend:
      '+ significativement meilleur, - significativement moins bon, = pas de différence significative (les intervalles de confiance à 95 % se chevauchent).',
    toDashboard: 'Ouvrir le tableau de bord',
    footer: 'Vous recevez ce rapport chaque mois en tant qu’observateur dans Peil.',
  },
};

// Spec: a green + when the organisation does better, a red - (ASCII hyphen-minus) when worse.
// The tie rule is not given: no significant difference shows a grey =.
const MARKS: Record<SignificanceResult, { sign: string; color: string }> = {
  better: { sign: '+', color: '#00B050' },
  worse: { sign: '-', color: '#C00000' },
  same: { sign: '=', color: '#808080' },
};

const score = (value: number | null) => (value === null ? '–' : value.toFixed(1));

function lineHtml(line: TReportDimensionLine, texts: ReportTexts): string {
  const mark = line.result ? MARKS[line.result] : null;
  const meaning = line.result ? texts[line.result] : texts.noData;
  const sign = mark
    ? `<strong style="display:inline-block;width:16px;color:${mark.color}" aria-label="${escapeHtml(meaning)}">${mark.sign}</strong>`
    : '<span style="display:inline-block;width:16px;color:#808080">·</span>';
  return `<div style="margin:2px 0">${sign}${escapeHtml(line.dimension)} <span style="color:#555555">(${score(line.own)} / ${score(line.other)})</span></div>`;
}

function lineText(line: TReportDimensionLine): string {
  const sign = line.result ? MARKS[line.result].sign : '·';
  return `${sign} ${line.dimension} (${score(line.own)} / ${score(line.other)})`;
}

function headingOf(section: TReportSection, periodLabel: string, texts: ReportTexts) {
  return section.kind === 'cluster'
    ? { heading: section.clusterName, caption: texts.clusterCaption(section.ownN, section.clusterName, section.otherN) }
    : {
        heading: texts.previousYearHeading,
        caption: texts.previousYearCaption(periodLabel, section.ownN, section.previousPeriodLabel, section.otherN),
      };
}

/**
 * The monthly benchmark report: title, intro, and per survey a section per comparison group and
 * one against the year before, each with its radar chart (50 % wide, floated left) and one line
 * per dimension. Layout from the spec: heading 24px bold, right margin 30px, thin grey rules.
 * Charts are inline attachments (cid:), which mail clients show where they block data: URIs.
 */
export function renderBenchmarkReportMail(input: TBenchmarkReportInput): MailMessage {
  const texts = TEXTS[input.locale];
  const attachments: NonNullable<MailMessage['attachments']> = [];
  const htmlSurveys: string[] = [];
  const textSurveys: string[] = [];

  input.surveys.forEach((survey, surveyIndex) => {
    const sections = survey.sections.map((section, sectionIndex) => {
      const { heading, caption } = headingOf(section, input.periodLabel, texts);
      const cid = `chart-${surveyIndex + 1}-${sectionIndex + 1}@peil`;
      attachments.push({
        filename: `chart-${surveyIndex + 1}-${sectionIndex + 1}.png`,
        content: section.chart,
        contentType: 'image/png',
        cid,
      });
      return `<hr style="border:0;border-top:1px solid #dddddd;margin:16px 0;clear:both">
<h3 style="font-size:24px;font-weight:bold;margin:0 0 8px">${escapeHtml(heading)}</h3>
<p style="margin:0 0 8px;color:#555555">${escapeHtml(caption)}</p>
<img src="cid:${cid}" width="270" alt="${escapeHtml(heading)}" style="width:50%;float:left;margin-right:30px">
${section.lines.map((line) => lineHtml(line, texts)).join('\n')}
<div style="clear:both"></div>`;
    });
    htmlSurveys.push(`<h2 style="font-size:20px;margin:24px 0 4px">${escapeHtml(survey.surveyName)}</h2>
<p style="margin:0;color:#555555">${escapeHtml(texts.respondents(survey.n))}</p>
${sections.join('\n')}`);
    textSurveys.push(
      [
        `${survey.surveyName} (${texts.respondents(survey.n)})`,
        ...survey.sections.flatMap((section) => [
          '',
          Object.values(headingOf(section, input.periodLabel, texts)).join(': '),
          ...section.lines.map(lineText),
        ]),
      ].join('\n'),
    );
  });

  const html = `<!doctype html>
<html lang="${input.locale}">
<body style="margin:0;padding:24px;background:#eeeeee;font-family:Arial,Helvetica,sans-serif;color:#222222">
<table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;padding:24px">
<tr><td>
<h1 style="font-size:24px;font-weight:bold;margin:0 0 12px">${escapeHtml(texts.title)} ${escapeHtml(input.periodLabel)}</h1>
<p>${escapeHtml(texts.greeting(input.username))}</p>
<p>${escapeHtml(texts.intro(input.periodLabel))}</p>
${htmlSurveys.join('\n')}
<hr style="border:0;border-top:1px solid #dddddd;margin:16px 0;clear:both">
<p style="font-size:12px;color:#555555">${escapeHtml(texts.legend)}</p>
<p><a href="${escapeHtml(input.dashboardLink)}" style="display:inline-block;padding:12px 20px;background:#3b699c;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(texts.toDashboard)}</a></p>
<p style="font-size:12px;color:#555555">${escapeHtml(texts.footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    `${texts.title} ${input.periodLabel}`,
    '',
    texts.greeting(input.username),
    '',
    texts.intro(input.periodLabel),
    '',
    ...textSurveys.flatMap((survey) => [survey, '']),
    texts.legend,
    '',
    `${texts.toDashboard}: ${input.dashboardLink}`,
    '',
    texts.footer,
  ].join('\n');
  return { to: input.to, subject: texts.subject(input.periodLabel), text, html, attachments };
}
