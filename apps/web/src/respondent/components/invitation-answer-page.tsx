import { useEffect } from 'react';
import type { TBroadcastLanguage } from '@peil/contract/broadcasts';
import { RESPONDENT_TEXTS } from '../i18n/index';
import { INVITATION_ANSWER_TEXTS } from '../i18n/invitation-answer-texts';
import { SurveyFrame } from './survey-frame';

type Props = { language: string; answer: string };

// Not the contract's asBroadcastLanguage: that module brings zod into the small respondent bundle.
function pageLanguage(language: string): TBroadcastLanguage {
  return language === 'de' || language === 'en' ? language : 'nl';
}

/**
 * /invitation-answer/:language/:answer: where the invitation's "already completed" and "no"
 * buttons land after the server counted the answer. Other languages fall back to Dutch.
 */
export function InvitationAnswerPage({ language, answer }: Props) {
  const locale = pageLanguage(language);
  const texts = INVITATION_ANSWER_TEXTS[locale];

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <SurveyFrame texts={RESPONDENT_TEXTS[locale]} name={texts.title}>
      <p className="message">{answer === 'already-completed' ? texts.alreadyCompleted : texts.no}</p>
    </SurveyFrame>
  );
}
