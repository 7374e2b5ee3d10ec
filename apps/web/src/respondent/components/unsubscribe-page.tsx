import { useEffect, useState } from 'react';
import { RESPONDENT_LOCALES, type TRespondentLocale } from '@peil/contract/locale-codes';
import { respondentApi } from '../api.js';
import { RESPONDENT_TEXTS } from '../i18n/index.js';
import { SurveyFrame } from './survey-frame.js';

type Props = { surveyId: string; email: string; language: string };

/** /remove-from-mailing/:id/:email/:language: unsubscribes on opening and says how it went (default Dutch). */
export function UnsubscribePage({ surveyId, email, language }: Props) {
  const locale: TRespondentLocale = RESPONDENT_LOCALES.find((candidate) => candidate === language) ?? 'nl';
  const texts = RESPONDENT_TEXTS[locale];
  const [result, setResult] = useState<'busy' | 'success' | 'failure'>('busy');

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
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
    <SurveyFrame texts={texts} name={texts.unsubscribe[result]}>
      <p className="visually-hidden" role="status">
        {texts.unsubscribe[result]}
      </p>
    </SurveyFrame>
  );
}
