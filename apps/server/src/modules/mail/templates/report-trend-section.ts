import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';
import { textsFor } from '@peil/contract/domain';
import { REPORT_TREND_TEXTS } from '../../../i18n/mail/report-trend.js';

/** The survey's trend image under a heading, full width, attached inline (cid:); '' without one. */
export function trendSectionHtml(
  chart: Buffer | null | undefined,
  surveyIndex: number,
  locale: string,
  attachments: NonNullable<MailMessage['attachments']>,
): string {
  if (!chart) return '';
  const texts = textsFor(REPORT_TREND_TEXTS, locale);
  const cid = `trend-${surveyIndex + 1}@peil`;
  attachments.push({ filename: `trend-${surveyIndex + 1}.png`, content: chart, contentType: 'image/png', cid });
  return `<hr style="border:0;border-top:1px solid #dddddd;margin:16px 0;clear:both">
<h3 style="font-size:24px;font-weight:bold;margin:0 0 8px">${escapeHtml(texts.heading)}</h3>
<p style="margin:0 0 8px;color:#555555">${escapeHtml(texts.caption)}</p>
<img src="cid:${cid}" width="552" alt="${escapeHtml(texts.heading)}" style="width:100%;max-width:552px">`;
}

export function trendSectionText(chart: Buffer | null | undefined, locale: string): string[] {
  if (!chart) return [];
  const texts = textsFor(REPORT_TREND_TEXTS, locale);
  return ['', `${texts.heading}: ${texts.textOnly}`];
}
