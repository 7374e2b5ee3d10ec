import type { TAskQuestionDictionary } from './nl';

export const en: TAskQuestionDictionary = {
  intro:
    'Do you have a question or a remark about Peil? Send us a message. We reply to the e-mail address you enter below.',
  email: 'E-mail address',
  subject: 'Subject',
  message: 'Message',
  send: 'Send',
  sending: 'Sending...',
  invalidEmail: 'Enter a valid e-mail address.',
  sent: 'E-mail sent.',
  failed: 'An error occurred while sending the email. Please check your internet connection.',
  tooMany: 'You have sent many messages in a short time. Please try again later.',
};
