import type { TAskQuestionDictionary } from './nl';

export const de: TAskQuestionDictionary = {
  intro:
    'Haben Sie eine Frage oder Anmerkung zu Peil? Schreiben Sie uns. Wir antworten an die E-Mail-Adresse, die Sie unten angeben.',
  email: 'E-Mail-Adresse',
  subject: 'Betreff',
  message: 'Nachricht',
  send: 'Senden',
  sending: 'Wird gesendet...',
  invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  sent: 'E-Mail gesendet.',
  failed: 'Beim Senden der E-Mail ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Internetverbindung.',
  tooMany: 'Sie haben in kurzer Zeit viele Nachrichten gesendet. Bitte versuchen Sie es später erneut.',
};
