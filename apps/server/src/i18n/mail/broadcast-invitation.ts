import { BROADCAST_LANGUAGES, type TInvitationAnswer } from '@peil/contract/broadcasts';
import { defineTexts } from '@peil/contract/domain';

const en = {
  choose: 'Please choose what applies to you:',
  answers: {
    yes: 'Yes',
    'yes-over-a-year': 'Yes, but it was more than a year ago',
    'already-completed': 'I have already completed the survey',
    no: 'No',
  } satisfies Record<TInvitationAnswer, string>,
  single: 'Go to the survey',
  linkFallback: 'Does the button not work? Open this link:',
  unsubscribePrompt: 'No longer want e-mails about this survey?',
  unsubscribe: 'Unsubscribe',
};

/** The fixed words of a broadcast's invitation mail; the list's own title and message come from the broadcast. */
export const BROADCAST_INVITATION_TEXTS = defineTexts(
  BROADCAST_LANGUAGES,
  { en },
  {
    nl: {
      choose: 'Kies wat op u van toepassing is:',
      answers: {
        yes: 'Ja',
        'yes-over-a-year': 'Ja, maar het is meer dan een jaar geleden',
        'already-completed': 'Ik heb de vragenlijst al ingevuld',
        no: 'Nee',
      },
      single: 'Naar de vragenlijst',
      linkFallback: 'Werkt de knop niet? Open dan deze link:',
      unsubscribePrompt: 'Wilt u geen e-mails meer ontvangen over dit onderzoek?',
      unsubscribe: 'Afmelden',
    },
    de: {
      choose: 'Bitte wählen Sie, was auf Sie zutrifft:',
      answers: {
        yes: 'Ja',
        'yes-over-a-year': 'Ja, aber es ist mehr als ein Jahr her',
        'already-completed': 'Ich habe den Fragebogen bereits ausgefüllt',
        no: 'Nein',
      },
      single: 'Zum Fragebogen',
      linkFallback: 'Funktioniert die Schaltfläche nicht? Öffnen Sie diesen Link:',
      unsubscribePrompt: 'Sie möchten keine E-Mails mehr zu dieser Umfrage erhalten?',
      unsubscribe: 'Abmelden',
    },
  },
);
