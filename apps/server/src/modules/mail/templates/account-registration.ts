import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { textsFor } from '@peil/contract/domain';
import { ACCOUNT_REGISTRATION_TEXTS } from '../../../i18n/mail/account-registration.js';

function render(input: {
  to: string;
  subject: string;
  locale: TStaffLocale;
  greeting: string;
  body: string;
  button: string;
  link: string;
  ignore: string;
}): MailMessage {
  const text = [input.greeting, '', input.body, '', input.link, '', input.ignore].join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}">
<body style="margin:0;padding:24px;background:#eeeeee;font-family:Arial,Helvetica,sans-serif;color:#222222">
<table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff;padding:24px">
<tr><td>
<p>${escapeHtml(input.greeting)}</p>
<p>${escapeHtml(input.body)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#3b699c;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(input.button)}</a></p>
<p style="font-size:12px;color:#555555">${escapeHtml(input.link)}</p>
<p style="font-size:12px;color:#555555">${escapeHtml(input.ignore)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { to: input.to, subject: input.subject, text, html };
}

/** The link a self-registered account opens to confirm its address; the username is escaped. */
export function renderVerificationMail(input: {
  to: string;
  username: string;
  link: string;
  locale: TStaffLocale;
  validHours: number;
}): MailMessage {
  const texts = textsFor(ACCOUNT_REGISTRATION_TEXTS, input.locale);
  return render({
    to: input.to,
    subject: texts.verifySubject,
    locale: input.locale,
    greeting: texts.greeting(input.username),
    body: texts.verifyBody(input.validHours),
    button: texts.verifyButton,
    link: input.link,
    ignore: texts.ignore,
  });
}

/**
 * Sent instead of a verification link when someone registers with an address that already has
 * an account: the register form answers the same either way, and only the owner learns of it.
 */
export function renderAccountExistsMail(input: {
  to: string;
  username: string;
  link: string;
  locale: TStaffLocale;
}): MailMessage {
  const texts = textsFor(ACCOUNT_REGISTRATION_TEXTS, input.locale);
  return render({
    to: input.to,
    subject: texts.existsSubject,
    locale: input.locale,
    greeting: texts.greeting(input.username),
    body: texts.existsBody,
    button: texts.existsButton,
    link: input.link,
    ignore: texts.ignore,
  });
}
