import { useEffect, useState } from 'react';
import { respondentApi } from '../api.js';
import { RESPONDENT_TEXTS } from '../i18n/index.js';
import { UNSUBSCRIBE_TEXTS, type TUnsubscribeLocale } from '../i18n/unsubscribe-texts.js';
import { SurveyFrame } from './survey-frame.js';

type Props = { surveyId: string; email: string; language: string };

function unsubscribeLocale(language: string): TUnsubscribeLocale {
  return language === 'de' || language === 'en' ? language : 'nl';
}

/** /remove-from-mailing/:id/:email/:language: unsubscribes on opening and says how it went (default Dutch). */
export function UnsubscribePage({ surveyId, email, language }: Props) {
  const locale = unsubscribeLocale(language);
  const texts = UNSUBSCRIBE_TEXTS[locale];
  const [result, setResult] = useState<'busy' | 'success' | 'failure'>('busy');

  useEffect(() => {
    document.documentElement.lang = locale;
    let isCurrent = true;
    respondentApi
      .removeFromMailing(surveyId, email)
      .then(() => isCurrent && setResult('success'))
      .catch(() => isCurrent && setResult('failure'));
    return () => {
      isCurrent = false;
    };
  }, [surveyId, email, locale]);

  return (
    <SurveyFrame texts={RESPONDENT_TEXTS[locale]} name={texts[result]}>
      <p className="visually-hidden" role="status">
        {texts[result]}
      </p>
    </SurveyFrame>
  );
}
