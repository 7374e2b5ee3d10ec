import type { TAskQuestionDictionary } from './nl';

export const fr: TAskQuestionDictionary = {
  intro:
    'Vous avez une question ou une remarque sur Peil ? Envoyez-nous un message. Nous répondons à l’adresse e-mail indiquée ci-dessous.',
  email: 'Adresse e-mail',
  subject: 'Objet',
  message: 'Message',
  send: 'Envoyer',
  sending: 'Envoi en cours...',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  sent: 'E-mail envoyé.',
  failed: 'Une erreur s’est produite lors de l’envoi de l’e-mail. Veuillez vérifier votre connexion internet.',
  tooMany: 'Vous avez envoyé beaucoup de messages en peu de temps. Veuillez réessayer plus tard.',
};
