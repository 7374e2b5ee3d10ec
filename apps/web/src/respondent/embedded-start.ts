import type { TContentLocale } from '@peil/contract/locale-codes';
import { EMBEDDED_SURVEY_START_ID, type TEmbeddedSurveyStart } from '@peil/contract/respondent-rules';
import type { TSurveyStartResponse } from '@peil/contract/respondent';

/**
 * The start data the server put into the page (see the server's embedded-survey-start.ts), so
 * the first screen needs no API round trip. Taken once, and only for the survey and the locale
 * the app would have asked for; otherwise the app asks the API as before.
 */
export function takeEmbeddedStart(surveyId: string, locale: TContentLocale): TSurveyStartResponse | null {
  const element = document.getElementById(EMBEDDED_SURVEY_START_ID);
  if (!element) return null;
  element.remove();
  try {
    const embedded = JSON.parse(element.textContent) as TEmbeddedSurveyStart;
    return embedded.id === surveyId && embedded.locale === locale ? embedded.start : null;
  } catch {
    return null;
  }
}
