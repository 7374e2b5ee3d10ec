import { ROLE_NAMES, type TRole } from '@peil/contract/domain';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MailMessage } from '../mail/mailer.js';

export type SupportQuestion = {
  /** The support desk's address (SUPPORT_EMAIL). */
  to: string;
  /** The address the asker typed; answers go there through Reply-To. */
  replyTo: string;
  subject: string;
  message: string;
  username: string;
  role: TRole;
  organizationName: string;
  clientName: string;
};

/** One line: a line break in a subject would start a new mail header. */
function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The mail to the support desk. Everything the asker typed is user text: escaped in the HTML
 * part, and the subject kept on one line.
 */
export function renderSupportMail(question: SupportQuestion): MailMessage {
  const facts: [string, string][] = [
    ['From', question.replyTo],
    ['Username', question.username],
    ['Role', `${question.role} (${ROLE_NAMES[question.role]})`],
    ['Organisation', question.organizationName],
    ['Client', question.clientName],
    ['Subject', singleLine(question.subject)],
  ];
  const text = `${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${question.message}\n`;
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222222">
<p>A question was sent from the Ask a question page of Peil.</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${rows}
</table>
<p style="white-space:pre-wrap;border-top:1px solid #dddddd;padding-top:12px">${escapeHtml(question.message)}</p>
</body>
</html>
`;
  return {
    to: question.to,
    subject: `[Peil] ${singleLine(question.subject)}`,
    text,
    html,
    headers: { 'Reply-To': question.replyTo },
  };
}
