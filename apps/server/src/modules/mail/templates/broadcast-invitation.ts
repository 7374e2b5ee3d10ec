import {
  BROADCAST_LIMITS,
  INVITATION_ANSWERS,
  type TBroadcastLanguage,
  type TInvitationAnswer,
} from '@peil/contract/broadcasts';
import { readableTextColor } from '@peil/contract/contrast';
import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';
import { textsFor } from '@peil/contract/domain';
import { BROADCAST_INVITATION_TEXTS } from '../../../i18n/mail/broadcast-invitation.js';

export type BroadcastInvitationInput = {
  to: string;
  fromName: string;
  fromEmail: string;
  subject: string;
  title: string;
  message: string;
  buttonColor: string;
  backgroundColor: string;
  language: TBroadcastLanguage;
  /** The survey's public entry: PUBLIC_URL/language-selection/{uuid}. */
  surveyLink: string;
  /**
   * Where each answer button leads: the list's counting route of that answer. Null where no list
   * exists yet (the preview of a new broadcast): then every button leads to the survey.
   */
  answerLinks: Record<TInvitationAnswer, string> | null;
  /** The unsubscribe page: PUBLIC_URL/remove-from-mailing/{uuid}/{email}/{language}. */
  unsubscribeLink: string;
  /** The RFC 8058 one-click target that mail providers POST to. */
  oneClickUnsubscribeUrl: string;
  /** `src` of the logo image (a cid: reference in mail, a data URL in the preview); null for none. */
  logoSrc: string | null;
  logoAttachment?: NonNullable<MailMessage['attachments']>[number];
  singleButton: boolean;
};

/** A display name and address as one From header value; the name is quoted so that commas or quotes stay in it. */
export function formatSender(name: string, email: string): string {
  const cleanName = name.replace(/[\r\n]+/g, ' ').trim();
  if (cleanName === '') return email;
  return `"${cleanName.replace(/["\\]/g, '\\$&')}" <${email}>`;
}

function messageToHtml(message: string): string {
  return escapeHtml(message).replace(/\r?\n/g, '<br>');
}

function button(label: string, link: string, color: string): string {
  return `<tr><td style="padding:6px 0"><a href="${escapeHtml(link)}" style="display:block;padding:12px 16px;background:${color};color:${readableTextColor(color)};text-decoration:none;border-radius:4px;font-weight:bold;text-align:center">${escapeHtml(label)}</a></td></tr>`;
}

/**
 * The invitation to a survey. Every user text (sender, subject, title, message) is escaped;
 * colours are validated #rrggbb values by the contract before they reach this template.
 */
export function renderBroadcastInvitation(input: BroadcastInvitationInput): MailMessage {
  const texts = textsFor(BROADCAST_INVITATION_TEXTS, input.language);
  const buttons = input.singleButton
    ? [{ label: texts.single, link: input.surveyLink }]
    : INVITATION_ANSWERS.map((answer) => ({
        label: texts.answers[answer],
        link: input.answerLinks?.[answer] ?? input.surveyLink,
      }));
  const width = BROADCAST_LIMITS.mailWidth;
  const logoSize = BROADCAST_LIMITS.logoSize;
  const logo = input.logoSrc
    ? `<tr><td style="padding-bottom:16px"><img src="${escapeHtml(input.logoSrc)}" width="${logoSize}" height="${logoSize}" alt="" style="display:block;width:${logoSize}px;height:${logoSize}px;object-fit:contain"></td></tr>`
    : '';
  const html = `<!doctype html>
<html lang="${input.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px 8px;background:${input.backgroundColor};font-family:Arial,Helvetica,sans-serif;color:#222222">
<table role="presentation" width="${width}" align="center" cellpadding="0" cellspacing="0" style="width:100%;max-width:${width}px;background:#ffffff;border-radius:6px">
<tr><td style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${logo}<tr><td><h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(input.title)}</h1></td></tr>
<tr><td style="font-size:15px;line-height:1.5;padding-bottom:16px">${messageToHtml(input.message)}</td></tr>
${input.singleButton ? '' : `<tr><td style="font-size:15px;padding-bottom:8px">${escapeHtml(texts.choose)}</td></tr>\n`}${buttons.map(({ label, link }) => button(label, link, input.buttonColor)).join('\n')}
<tr><td style="font-size:12px;color:#555555;padding:16px 0">${escapeHtml(texts.linkFallback)}<br><a href="${escapeHtml(input.surveyLink)}" style="color:#555555">${escapeHtml(input.surveyLink)}</a></td></tr>
<tr><td style="font-size:12px;color:#555555;padding-top:16px;border-top:1px solid #dddddd">${escapeHtml(texts.unsubscribePrompt)} <a href="${escapeHtml(input.unsubscribeLink)}" style="color:#555555">${escapeHtml(texts.unsubscribe)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    input.title,
    '',
    input.message,
    '',
    ...(input.singleButton ? [] : [texts.choose]),
    ...buttons.map(({ label, link }) => `${label}: ${link}`),
    '',
    `${texts.unsubscribePrompt} ${texts.unsubscribe}: ${input.unsubscribeLink}`,
  ].join('\n');
  return {
    to: input.to,
    from: formatSender(input.fromName, input.fromEmail),
    subject: input.subject.replace(/[\r\n]+/g, ' '),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(input.logoAttachment ? { attachments: [input.logoAttachment] } : {}),
  };
}
