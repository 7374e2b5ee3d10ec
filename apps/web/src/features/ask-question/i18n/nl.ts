import type { TDictionaryShape } from '@peil/contract/domain';
/** Texts of the ask-a-question screen (namespace `askQuestion`). */
export const nl = {
  intro:
    'Heeft u een vraag of opmerking over Peil? Stuur ons een bericht. We antwoorden op het e-mailadres dat u hieronder invult.',
  email: 'E-mailadres',
  subject: 'Onderwerp',
  message: 'Bericht',
  send: 'Verzenden',
  sending: 'Bezig met verzenden...',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  sent: 'E-mail verzonden.',
  failed: 'Er is een fout opgetreden bij het verzenden van de e-mail. Controleer uw internetverbinding.',
  tooMany: 'U heeft kort achter elkaar veel berichten verstuurd. Probeer het later opnieuw.',
};

export type TAskQuestionDictionary = TDictionaryShape<typeof nl>;
