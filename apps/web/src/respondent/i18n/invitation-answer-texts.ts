import { defineTexts } from '@peil/contract/domain';
import type { TBroadcastLanguage } from '@peil/contract/broadcasts';

// The invitation's languages, written out: the broadcasts module's list would bring zod along.
const INVITATION_LANGUAGES: readonly TBroadcastLanguage[] = ['nl', 'de', 'en'];

const nl = {
  title: 'Bedankt voor uw antwoord',
  alreadyCompleted: 'Fijn dat u de vragenlijst al heeft ingevuld. U hoeft verder niets te doen.',
  no: 'U hoeft verder niets te doen. U kunt deze pagina sluiten.',
};

/**
 * The thank-you page after an invitation's "already completed" or "no" button. The invitation
 * exists in Dutch (the default), German and English only (spec §9), so this page does too.
 */
export const INVITATION_ANSWER_TEXTS = defineTexts(
  INVITATION_LANGUAGES,
  { nl },
  {
    de: {
      title: 'Vielen Dank für Ihre Antwort',
      alreadyCompleted: 'Schön, dass Sie den Fragebogen bereits ausgefüllt haben. Sie müssen nichts weiter tun.',
      no: 'Sie müssen nichts weiter tun. Sie können diese Seite schließen.',
    },
    en: {
      title: 'Thank you for your answer',
      alreadyCompleted: 'Thank you for having already completed the survey. There is nothing more you need to do.',
      no: 'There is nothing more you need to do. You can close this page.',
    },
  },
);
