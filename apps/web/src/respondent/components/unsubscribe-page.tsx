import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { respondentApi } from '../api';
import { RESPONDENT_TEXTS } from '../i18n/index';
import { UNSUBSCRIBE_TEXTS, type TUnsubscribeLocale } from '../i18n/unsubscribe-texts';
import { SurveyFrame } from './survey-frame';

/** `signature` is the link's `?sig=`: the server unsubscribes only with the one it mailed. */
type Props = { surveyId: string; email: string; language: string; signature: string };

function unsubscribeLocale(language: string): TUnsubscribeLocale {
  return language === 'de' || language === 'en' ? language : 'nl';
}

/** /remove-from-mailing/:id/:email/:language?sig=…: unsubscribes on opening and says how it went (default Dutch). */
export function UnsubscribePage({ surveyId, email, language, signature }: Props) {
  const locale = unsubscribeLocale(language);
  const texts = UNSUBSCRIBE_TEXTS[locale];
  const [result, setResult] = useState<'busy' | 'success' | 'failure' | 'invalidLink'>('busy');

  useEffect(() => {
    document.documentElement.lang = locale;
    let isCurrent = true;
    respondentApi
      .removeFromMailing(surveyId, email, signature)
      .then(() => isCurrent && setResult('success'))
      .catch(
        (error: unknown) =>
          isCurrent &&
          setResult(error instanceof ApiError && error.code === 'invalid_link' ? 'invalidLink' : 'failure'),
      );
    return () => {
      isCurrent = false;
    };
  }, [surveyId, email, signature, locale]);

  return (
    <SurveyFrame texts={RESPONDENT_TEXTS[locale]} name={texts[result]}>
      <p className="visually-hidden" role="status">
        {texts[result]}
      </p>
    </SurveyFrame>
  );
}
