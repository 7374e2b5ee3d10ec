import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';

export const RESET_MAIL_LOCALES = ['nl', 'de', 'en', 'fr'] as const;
export type TResetMailLocale = (typeof RESET_MAIL_LOCALES)[number];

type ResetTexts = {
  subject: string;
  greeting: (username: string) => string;
  body: (hours: number) => string;
  button: string;
  ignore: string;
};

const TEXTS: Record<TResetMailLocale, ResetTexts> = {
  nl: {
    subject: 'Stel uw Peil-wachtwoord opnieuw in',
    greeting: (username) => `Beste ${username},`,
    body: (hours) =>
      'We hebben een verzoek ontvangen om het wachtwoord van uw Peil-account opnieuw in te stellen. ' +
      'Klik op de knop hieronder om een nieuw wachtwoord te kiezen. ' +
      `De link werkt één keer en verloopt na ${hours} uur.`,
    button: 'Nieuw wachtwoord kiezen',
    ignore: 'Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft hetzelfde.',
  },
  de: {
    subject: 'Setzen Sie Ihr Peil-Passwort zurück',
    greeting: (username) => `Hallo ${username},`,
    body: (hours) =>
      'Wir haben eine Anfrage erhalten, das Passwort Ihres Peil-Kontos zurückzusetzen. ' +
      'Klicken Sie auf die Schaltfläche unten, um ein neues Passwort zu wählen. ' +
      `Der Link funktioniert einmal und läuft nach ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} ab.`,
    button: 'Neues Passwort wählen',
    ignore:
      'Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Reset your Peil password',
    greeting: (username) => `Hello ${username},`,
    body: (hours) =>
      'We received a request to reset the password of your Peil account. ' +
      'Click the button below to choose a new password. ' +
      `The link works once and expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Peil',
    greeting: (username) => `Bonjour ${username},`,
    body: (hours) =>
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Peil. ' +
      'Cliquez sur le bouton ci-dessous pour choisir un nouveau mot de passe. ' +
      `Le lien ne fonctionne qu'une fois et expire au bout de ${hours} ${hours === 1 ? 'heure' : 'heures'}.`,
    button: 'Choisir un nouveau mot de passe',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  },
};

/** The reset-password mail; the username is user text and is escaped in the HTML part. */
export function renderResetPasswordMail(input: {
  to: string;
  username: string;
  link: string;
  locale: TResetMailLocale;
  validHours: number;
}): MailMessage {
  const texts = TEXTS[input.locale];
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
