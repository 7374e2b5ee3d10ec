import { useState } from 'react';
import { CONTENT_LOCALES, type TContentLocale } from '@peil/contract/locale-codes';
import { useRequiredSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { BuilderForm } from '../components/builder-form';
import '../i18n';
import { newSurvey } from '../logic/builder-state';

/** A new survey for the user's own organisation, starting in the interface language. */
export function NewSurveyPage() {
  const { organizationId } = useRequiredSession();
  const { locale } = useLanguage();
  const contentLocale = (CONTENT_LOCALES as readonly string[]).includes(locale) ? (locale as TContentLocale) : 'nl';
  const [initial] = useState(() => newSurvey(organizationId, contentLocale));
  return <BuilderForm initial={initial} />;
}
