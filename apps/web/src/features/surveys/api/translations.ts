import type { TContentLocale } from '@peil/contract/locale-codes';
import type { TTranslationChoice } from '@peil/contract/surveys';
import { apiRequest } from '../../../lib/api-client';

export const getTranslationChoices = (surveyId: number) =>
  apiRequest<TTranslationChoice[]>('GET', `/api/v1/survey/translation_choices/${surveyId}`);

export const saveOfferedTranslations = (surveyId: number, translations: TContentLocale[]) =>
  apiRequest<TTranslationChoice[]>('POST', '/api/v1/survey/save_offered_translations', { surveyId, translations });
