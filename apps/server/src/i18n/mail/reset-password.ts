import { defineTexts } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';

const en = {
  subject: 'Reset your Peil password',
  greeting: (username: string) => `Hello ${username},`,
  body: (hours: number) =>
    'We received a request to reset the password of your Peil account. ' +
    'Click the button below to choose a new password. ' +
    `The link works once and expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
  button: 'Choose a new password',
  ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
};

/** The mail with a link to choose a new password. */
export const RESET_PASSWORD_TEXTS = defineTexts(
  STAFF_LOCALES,
  { en },
  {
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
    fr: {
      subject: 'Réinitialisez votre mot de passe Peil',
      greeting: (username) => `Bonjour ${username},`,
      body: (hours) =>
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Peil. ' +
        'Cliquez sur le bouton ci-dessous pour choisir un nouveau mot de passe. ' +
        `Le lien ne fonctionne qu'une fois et expire au bout de ${hours} ${hours === 1 ? 'heure' : 'heures'}.`,
      button: 'Choisir un nouveau mot de passe',
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
    },
  },
);
