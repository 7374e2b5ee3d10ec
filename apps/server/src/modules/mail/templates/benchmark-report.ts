import type { SignificanceResult } from '@peil/scoring';
import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';
import { trendSectionHtml, trendSectionText } from './report-trend-section.js';

export const REPORT_MAIL_LOCALES = ['nl', 'de', 'en', 'fr'] as const;
export type TReportMailLocale = (typeof REPORT_MAIL_LOCALES)[number];

/**
 * One dimension of a comparison: average scores 0..4 and whether the difference is significant;
 * 'tooFew' below the benchmark's thresholds, where `other` is null (the comparison sends no figure).
 */
export type TReportDimensionLine = {
  dimension: string;
  own: number | null;
  other: number | null;
  result: SignificanceResult | 'tooFew' | null;
};

/** A section of the report: the survey against one comparison group, or against itself a year earlier. */
export type TReportSection = (
  { kind: 'cluster'; clusterName: string } | { kind: 'previousYear'; previousPeriodLabel: string }
) & {
  /** Respondents of the survey and of what it is compared with (null: the comparison is withheld). */
  ownN: number;
  otherN: number | null;
  lines: TReportDimensionLine[];
  /** PNG of the section's radar chart; null when the comparison is withheld. */
  chart: Buffer | null;
};

/**
 * One answer of a grouping question: its respondents this period against the same answer's
 * respondents the year before. With too few respondents now, `lines` is empty and `chart` null.
 */
export type TReportAnswerSection = {
  answer: string;
  ownN: number;
  /** Null when the answer's own figures are withheld. */
  otherN: number | null;
  lines: TReportDimensionLine[];
  chart: Buffer | null;
};

/** The sections per treatment method or per laboratory/satellite function of one survey. */
export type TReportAnswerGroup = {
  kind: 'treatment' | 'location';
  question: string;
  previousPeriodLabel: string;
  sections: TReportAnswerSection[];
};

export type TReportSurvey = {
  surveyName: string;
  n: number;
  sections: TReportSection[];
  answerGroups?: TReportAnswerGroup[];
  /** PNG of the survey's trend per dimension over three years; null without answers in that time. */
  trendChart?: Buffer | null;
};

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
  clusterCaption: (ownN: number, cluster: string, otherN: number | null) => string;
  previousYearHeading: string;
  previousYearCaption: (period: string, ownN: number, previous: string, otherN: number) => string;
  better: string;
  worse: string;
  same: string;
  tooFew: string;
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
  en: {
    subject: (period) => `Peil benchmark report ${period}`,
    title: 'Benchmark report',
    greeting: (username) => `Hello ${username},`,
    intro: (period) =>
      `Below is how your organisation scores over ${period}: per survey against the comparison groups and against the year before. Scores are averages from 0 (completely disagree) to 4 (completely agree).`,
    respondents: (n) => `${n} respondents`,
    clusterCaption: (ownN, cluster, otherN) =>
      otherN === null
        ? `Your organisation (${ownN} respondents) against ${cluster}: too few to compare`
        : `Your organisation (${ownN} respondents) against ${cluster} (${otherN} respondents)`,
    previousYearHeading: 'Against the year before',
    previousYearCaption: (period, ownN, previous, otherN) =>
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
};

// Spec: a green + when the organisation does better, a red - (ASCII hyphen-minus) when worse.
// The tie rule is not given: no significant difference shows a grey =.
const MARKS: Record<SignificanceResult, { sign: string; color: string }> = {
  better: { sign: '+', color: '#00B050' },
  worse: { sign: '-', color: '#C00000' },
  same: { sign: '=', color: '#808080' },
};

const score = (value: number | null) => (value === null ? '–' : value.toFixed(1));

const markOf = (line: TReportDimensionLine) =>
  line.result === null || line.result === 'tooFew' ? null : MARKS[line.result];

function figures(line: TReportDimensionLine, texts: ReportTexts): string {
  return line.result === 'tooFew'
    ? `${score(line.own)} / ${texts.tooFew}`
    : `${score(line.own)} / ${score(line.other)}`;
}

function lineHtml(line: TReportDimensionLine, texts: ReportTexts): string {
  const mark = markOf(line);
  const meaning = line.result ? texts[line.result] : texts.noData;
  const sign = mark
    ? `<strong style="display:inline-block;width:16px;color:${mark.color}" aria-label="${escapeHtml(meaning)}">${mark.sign}</strong>`
    : '<span style="display:inline-block;width:16px;color:#808080">·</span>';
  return `<div style="margin:2px 0">${sign}${escapeHtml(line.dimension)} <span style="color:#555555">(${escapeHtml(figures(line, texts))})</span></div>`;
}

function lineText(line: TReportDimensionLine, texts: ReportTexts): string {
  return `${markOf(line)?.sign ?? '·'} ${line.dimension} (${figures(line, texts)})`;
}

function headingOf(section: TReportSection, periodLabel: string, texts: ReportTexts) {
  return section.kind === 'cluster'
    ? { heading: section.clusterName, caption: texts.clusterCaption(section.ownN, section.clusterName, section.otherN) }
    : {
        heading: texts.previousYearHeading,
        caption: texts.previousYearCaption(periodLabel, section.ownN, section.previousPeriodLabel, section.otherN ?? 0),
      };
}

type AnswerGroupTexts = {
  heading: Record<TReportAnswerGroup['kind'], string>;
  intro: (question: string, period: string, previous: string) => string;
  tooFew: (ownN: number) => string;
  explanation: string;
};

// The spec's "further template" per treatment method and per laboratory/satellite function.
const ANSWER_GROUP_TEXTS: Record<TReportMailLocale, AnswerGroupTexts> = {
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
  en: {
    heading: { treatment: 'Per treatment method', location: 'Per laboratory or satellite function' },
    intro: (question, period, previous) =>
      `Per answer to “${question}”: the respondents who gave that answer in ${period}, against the respondents with the same answer in ${previous}.`,
    tooFew: (ownN) => `${ownN} respondents: too few to compare`,
    explanation:
      'Per treatment method and per laboratory or satellite function, the respondents who gave that answer are compared with those who gave the same answer in the 12 months before. Below the benchmark’s minimum of respondents no figure is shown.',
  },
  fr: {
    heading: { treatment: 'Par méthode de traitement', location: 'Par fonction laboratoire ou satellite' },
    intro: (question, period, previous) =>
      `Par réponse à « ${question} » : les répondants ayant donné cette réponse sur la période ${period}, face aux répondants ayant donné la même réponse sur la période ${previous}.`,
    tooFew: (ownN) => `${ownN} répondants : trop peu pour comparer`,
    explanation:
      'Par méthode de traitement et par fonction laboratoire ou satellite, les répondants ayant donné cette réponse sont comparés à ceux qui ont donné la même réponse dans les 12 mois précédents. Sous le minimum de répondants du benchmark, aucun chiffre n’est affiché.',
  },
};

function answerCaption(
  section: TReportAnswerSection,
  group: TReportAnswerGroup,
  period: string,
  locale: TReportMailLocale,
): string {
  return section.otherN === null
    ? ANSWER_GROUP_TEXTS[locale].tooFew(section.ownN)
    : TEXTS[locale].previousYearCaption(period, section.ownN, group.previousPeriodLabel, section.otherN);
}

/** The answer groups of one survey: a heading and intro per question, a section per answer. */
function answerGroupsHtml(
  groups: readonly TReportAnswerGroup[],
  surveyIndex: number,
  periodLabel: string,
  locale: TReportMailLocale,
  attachments: NonNullable<MailMessage['attachments']>,
): string {
  const texts = TEXTS[locale];
  const groupTexts = ANSWER_GROUP_TEXTS[locale];
  return groups
    .map((group) => {
      const sections = group.sections.map((section, sectionIndex) => {
        const name = `chart-${surveyIndex + 1}-${group.kind}-${sectionIndex + 1}`;
        if (section.chart) {
          attachments.push({
            filename: `${name}.png`,
            content: section.chart,
            contentType: 'image/png',
            cid: `${name}@peil`,
          });
        }
        const image = section.chart
          ? `<img src="cid:${name}@peil" width="270" alt="${escapeHtml(section.answer)}" style="width:50%;float:left;margin-right:30px">\n`
          : '';
        return `<hr style="border:0;border-top:1px solid #eeeeee;margin:12px 0;clear:both">
<h4 style="font-size:20px;font-weight:bold;margin:0 0 8px">${escapeHtml(section.answer)}</h4>
<p style="margin:0 0 8px;color:#555555">${escapeHtml(answerCaption(section, group, periodLabel, locale))}</p>
${image}${section.lines.map((line) => lineHtml(line, texts)).join('\n')}
<div style="clear:both"></div>`;
      });
      return `<hr style="border:0;border-top:1px solid #dddddd;margin:16px 0;clear:both">
<h3 style="font-size:24px;font-weight:bold;margin:0 0 8px">${escapeHtml(groupTexts.heading[group.kind])}</h3>
<p style="margin:0 0 8px;color:#555555">${escapeHtml(groupTexts.intro(group.question, periodLabel, group.previousPeriodLabel))}</p>
${sections.join('\n')}`;
    })
    .join('\n');
}

function answerGroupsText(
  groups: readonly TReportAnswerGroup[],
  periodLabel: string,
  locale: TReportMailLocale,
): string[] {
  const texts = TEXTS[locale];
  const groupTexts = ANSWER_GROUP_TEXTS[locale];
  return groups.flatMap((group) => [
    '',
    `${groupTexts.heading[group.kind]}: ${groupTexts.intro(group.question, periodLabel, group.previousPeriodLabel)}`,
    ...group.sections.flatMap((section) => [
      '',
      `${section.answer}: ${answerCaption(section, group, periodLabel, locale)}`,
      ...section.lines.map((line) => lineText(line, texts)),
    ]),
  ]);
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
      if (section.chart) {
        attachments.push({
          filename: `chart-${surveyIndex + 1}-${sectionIndex + 1}.png`,
          content: section.chart,
          contentType: 'image/png',
          cid,
        });
      }
      const image = section.chart
        ? `<img src="cid:${cid}" width="270" alt="${escapeHtml(heading)}" style="width:50%;float:left;margin-right:30px">\n`
        : '';
      return `<hr style="border:0;border-top:1px solid #dddddd;margin:16px 0;clear:both">
<h3 style="font-size:24px;font-weight:bold;margin:0 0 8px">${escapeHtml(heading)}</h3>
<p style="margin:0 0 8px;color:#555555">${escapeHtml(caption)}</p>
${image}${section.lines.map((line) => lineHtml(line, texts)).join('\n')}
<div style="clear:both"></div>`;
    });
    const answerGroups = answerGroupsHtml(
      survey.answerGroups ?? [],
      surveyIndex,
      input.periodLabel,
      input.locale,
      attachments,
    );
    htmlSurveys.push(`<h2 style="font-size:20px;margin:24px 0 4px">${escapeHtml(survey.surveyName)}</h2>
<p style="margin:0;color:#555555">${escapeHtml(texts.respondents(survey.n))}</p>
${sections.join('\n')}
${answerGroups}
${trendSectionHtml(survey.trendChart, surveyIndex, input.locale, attachments)}`);
    textSurveys.push(
      [
        `${survey.surveyName} (${texts.respondents(survey.n)})`,
        ...survey.sections.flatMap((section) => [
          '',
          Object.values(headingOf(section, input.periodLabel, texts)).join(': '),
          ...section.lines.map((line) => lineText(line, texts)),
        ]),
        ...answerGroupsText(survey.answerGroups ?? [], input.periodLabel, input.locale),
        ...trendSectionText(survey.trendChart, input.locale),
      ].join('\n'),
    );
  });

  const hasAnswerGroups = input.surveys.some((survey) => (survey.answerGroups ?? []).length > 0);
  const html = `<!doctype html>
<html lang="${input.locale}">
<body style="margin:0;padding:12px;background:#eeeeee;font-family:Arial,Helvetica,sans-serif;color:#222222">
<table role="presentation" width="100%" align="center" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;padding:16px">
<tr><td>
<h1 style="font-size:24px;font-weight:bold;margin:0 0 12px">${escapeHtml(texts.title)} ${escapeHtml(input.periodLabel)}</h1>
<p>${escapeHtml(texts.greeting(input.username))}</p>
<p>${escapeHtml(texts.intro(input.periodLabel))}</p>
${htmlSurveys.join('\n')}
<hr style="border:0;border-top:1px solid #dddddd;margin:16px 0;clear:both">
<p style="font-size:12px;color:#555555">${escapeHtml(texts.legend)}</p>
${hasAnswerGroups ? `<p style="font-size:12px;color:#555555">${escapeHtml(ANSWER_GROUP_TEXTS[input.locale].explanation)}</p>\n` : ''}<p><a href="${escapeHtml(input.dashboardLink)}" style="display:inline-block;padding:12px 20px;background:#3b699c;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(texts.toDashboard)}</a></p>
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
    ...(hasAnswerGroups ? [ANSWER_GROUP_TEXTS[input.locale].explanation] : []),
    '',
    `${texts.toDashboard}: ${input.dashboardLink}`,
    '',
    texts.footer,
  ].join('\n');
  return { to: input.to, subject: texts.subject(input.periodLabel), text, html, attachments };
}
