import { surveysEndpoints } from '@peil/contract/api/surveys';
import type { TContentLocale } from '@peil/contract/locale-codes';
import { callEndpoint } from '../../../lib/api-client';

export const getTranslationChoices = (surveyId: number) =>
  callEndpoint(surveysEndpoints.translationChoices, { params: { surveyId } });

export const saveOfferedTranslations = (surveyId: number, translations: TContentLocale[]) =>
  callEndpoint(surveysEndpoints.saveOfferedTranslations, { body: { surveyId, translations } });
