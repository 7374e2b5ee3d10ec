import type { SignificanceResult } from '@peil/scoring';
import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';
import { trendSectionHtml, trendSectionText } from './report-trend-section.js';
import { textsFor } from '@peil/contract/domain';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { BENCHMARK_REPORT_ANSWER_GROUP_TEXTS, BENCHMARK_REPORT_TEXTS } from '../../../i18n/mail/benchmark-report.js';

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
  locale: TStaffLocale;
  periodLabel: string;
  dashboardLink: string;
  surveys: TReportSurvey[];
};

// Spec: a green + when the organisation does better, a red - (ASCII hyphen-minus) when worse.
// The tie rule is not given: no significant difference shows a grey =.
type ReportTexts = (typeof BENCHMARK_REPORT_TEXTS)['en'];

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

function answerCaption(
  section: TReportAnswerSection,
  group: TReportAnswerGroup,
  period: string,
  locale: TStaffLocale,
): string {
  return section.otherN === null
    ? textsFor(BENCHMARK_REPORT_ANSWER_GROUP_TEXTS, locale).tooFew(section.ownN)
    : textsFor(BENCHMARK_REPORT_TEXTS, locale).previousYearCaption(
        period,
        section.ownN,
        group.previousPeriodLabel,
        section.otherN,
      );
}

/** The answer groups of one survey: a heading and intro per question, a section per answer. */
function answerGroupsHtml(
  groups: readonly TReportAnswerGroup[],
  surveyIndex: number,
  periodLabel: string,
  locale: TStaffLocale,
  attachments: NonNullable<MailMessage['attachments']>,
): string {
  const texts = textsFor(BENCHMARK_REPORT_TEXTS, locale);
  const groupTexts = textsFor(BENCHMARK_REPORT_ANSWER_GROUP_TEXTS, locale);
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

function answerGroupsText(groups: readonly TReportAnswerGroup[], periodLabel: string, locale: TStaffLocale): string[] {
  const texts = textsFor(BENCHMARK_REPORT_TEXTS, locale);
  const groupTexts = textsFor(BENCHMARK_REPORT_ANSWER_GROUP_TEXTS, locale);
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
  const texts = textsFor(BENCHMARK_REPORT_TEXTS, input.locale);
  const groupTexts = textsFor(BENCHMARK_REPORT_ANSWER_GROUP_TEXTS, input.locale);
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
${hasAnswerGroups ? `<p style="font-size:12px;color:#555555">${escapeHtml(groupTexts.explanation)}</p>\n` : ''}<p><a href="${escapeHtml(input.dashboardLink)}" style="display:inline-block;padding:12px 20px;background:#3b699c;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(texts.toDashboard)}</a></p>
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
    ...(hasAnswerGroups ? [groupTexts.explanation] : []),
    '',
    `${texts.toDashboard}: ${input.dashboardLink}`,
    '',
    texts.footer,
  ].join('\n');
  return { to: input.to, subject: texts.subject(input.periodLabel), text, html, attachments };
}
