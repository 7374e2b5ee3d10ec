import { defineTexts } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';

const en = {
  verifySubject: 'Confirm your e-mail address for Peil',
  verifyBody: (hours: number) =>
    'A Peil account was created with this e-mail address. Click the button below to confirm your address; ' +
    `after that you can log in. The link works once and expires in ${hours} hours.`,
  verifyButton: 'Confirm e-mail address',
  existsSubject: 'Your Peil account',
  existsBody:
    'Someone tried to create a Peil account with this e-mail address, but an account for this address already exists. ' +
    'Forgot your password? Then choose a new one below.',
  existsButton: 'Forgot password',
  greeting: (username: string) => `Hello ${username},`,
  ignore: 'If this was not you, you can ignore this e-mail.',
};

/** The mails after a self-registration: the address check, or the notice that the address has an account already. */
export const ACCOUNT_REGISTRATION_TEXTS = defineTexts(
  STAFF_LOCALES,
  { en },
  {
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
  },
);
