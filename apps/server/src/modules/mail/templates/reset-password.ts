import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';
import { textsFor } from '@peil/contract/domain';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { RESET_PASSWORD_TEXTS } from '../../../i18n/mail/reset-password.js';

/** The reset-password mail; the username is user text and is escaped in the HTML part. */
export function renderResetPasswordMail(input: {
  to: string;
  username: string;
  link: string;
  locale: TStaffLocale;
  validHours: number;
}): MailMessage {
  const texts = textsFor(RESET_PASSWORD_TEXTS, input.locale);
  const text = [
    texts.greeting(input.username),
    '',
    texts.body(input.validHours),
    '',
    input.link,
    '',
    texts.ignore,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}">
<body style="margin:0;padding:24px;background:#eeeeee;font-family:Arial,Helvetica,sans-serif;color:#222222">
<table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;padding:24px">
<tr><td>
<p>${escapeHtml(texts.greeting(input.username))}</p>
<p>${escapeHtml(texts.body(input.validHours))}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#3b699c;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(texts.button)}</a></p>
<p style="font-size:12px;color:#555555">${escapeHtml(input.link)}</p>
<p style="font-size:12px;color:#555555">${escapeHtml(texts.ignore)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { to: input.to, subject: texts.subject, text, html };
}
