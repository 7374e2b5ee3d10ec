import { escapeHtml } from '../../../lib/escape-html.js';
import type { MailMessage } from '../mailer.js';
import type { TResetMailLocale } from './reset-password.js';

type RegistrationTexts = {
  verifySubject: string;
  verifyBody: (hours: number) => string;
  verifyButton: string;
  existsSubject: string;
  existsBody: string;
  existsButton: string;
  greeting: (username: string) => string;
  ignore: string;
};

const TEXTS: Record<TResetMailLocale, RegistrationTexts> = {
  nl: {
    verifySubject: 'Bevestig uw e-mailadres voor Peil',
    verifyBody: (hours) =>
      'Er is met dit e-mailadres een Peil-account aangemaakt. Klik op de knop hieronder om uw e-mailadres te bevestigen; ' +
      `daarna kunt u inloggen. De link werkt één keer en verloopt na ${hours} uur.`,
    verifyButton: 'E-mailadres bevestigen',
    existsSubject: 'Uw Peil-account',
    existsBody:
      'Iemand heeft geprobeerd met dit e-mailadres een Peil-account aan te maken, maar er bestaat al een account voor dit adres. ' +
      'Bent u uw wachtwoord vergeten? Kies dan hieronder een nieuw wachtwoord.',
    existsButton: 'Wachtwoord vergeten',
    greeting: (username) => `Beste ${username},`,
    ignore: 'Heeft u dit niet zelf gedaan? Dan kunt u deze e-mail negeren.',
  },
  de: {
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Peil',
    verifyBody: (hours) =>
      'Mit dieser E-Mail-Adresse wurde ein Peil-Konto angelegt. Klicken Sie auf die Schaltfläche unten, um Ihre E-Mail-Adresse zu bestätigen; ' +
      `danach können Sie sich anmelden. Der Link funktioniert einmal und läuft nach ${hours} Stunden ab.`,
    verifyButton: 'E-Mail-Adresse bestätigen',
    existsSubject: 'Ihr Peil-Konto',
    existsBody:
      'Jemand hat versucht, mit dieser E-Mail-Adresse ein Peil-Konto anzulegen, aber für diese Adresse gibt es bereits ein Konto. ' +
      'Haben Sie Ihr Passwort vergessen? Dann wählen Sie unten ein neues Passwort.',
    existsButton: 'Passwort vergessen',
    greeting: (username) => `Hallo ${username},`,
    ignore: 'Wenn Sie das nicht selbst waren, können Sie diese E-Mail ignorieren.',
  },
  en: {
    verifySubject: 'Confirm your e-mail address for Peil',
    verifyBody: (hours) =>
      'A Peil account was created with this e-mail address. Click the button below to confirm your address; ' +
      `after that you can log in. The link works once and expires in ${hours} hours.`,
    verifyButton: 'Confirm e-mail address',
    existsSubject: 'Your Peil account',
    existsBody:
      'Someone tried to create a Peil account with this e-mail address, but an account for this address already exists. ' +
      'Forgot your password? Then choose a new one below.',
    existsButton: 'Forgot password',
    greeting: (username) => `Hello ${username},`,
    ignore: 'If this was not you, you can ignore this e-mail.',
  },
  fr: {
    verifySubject: 'Confirmez votre adresse e-mail pour Peil',
    verifyBody: (hours) =>
      'Un compte Peil a été créé avec cette adresse e-mail. Cliquez sur le bouton ci-dessous pour confirmer votre adresse ; ' +
      `vous pourrez ensuite vous connecter. Le lien ne fonctionne qu'une fois et expire au bout de ${hours} heures.`,
    verifyButton: "Confirmer l'adresse e-mail",
    existsSubject: 'Votre compte Peil',
    existsBody:
      "Quelqu'un a essayé de créer un compte Peil avec cette adresse e-mail, mais un compte existe déjà pour cette adresse. " +
      'Mot de passe oublié ? Choisissez-en un nouveau ci-dessous.',
    existsButton: 'Mot de passe oublié',
    greeting: (username) => `Bonjour ${username},`,
    ignore: "Si ce n'était pas vous, ignorez cet e-mail.",
  },
};

function render(input: {
  to: string;
  subject: string;
  locale: TResetMailLocale;
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
  locale: TResetMailLocale;
  validHours: number;
}): MailMessage {
  const texts = TEXTS[input.locale];
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
  locale: TResetMailLocale;
}): MailMessage {
  const texts = TEXTS[input.locale];
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
