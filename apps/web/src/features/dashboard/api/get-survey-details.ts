import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

export type TTranslationCount = { locale: string; count: number };

export function getSurveyStart(surveyId: number): Promise<string> {
  return apiRequest<string>('POST', `/api/v1/survey/get_survey_start/${surveyId}`);
}

export function getSurveyTranslations(surveyId: number): Promise<TTranslationCount[]> {
  return apiRequest<TTranslationCount[]>(
    'GET',
    `/api/v1/survey/get_survey_translations_with_respondent_count/${surveyId}`,
  );
}

export async function getSurveyName(surveyId: number, locale: string): Promise<string> {
  return (await apiRequest<{ name: string }>('POST', `/api/v1/survey/get_survey_name/${surveyId}/${locale}`)).name;
}

export function useSurveyStart(surveyId: number) {
  return useQuery({ queryKey: dashboardKeys.start(surveyId), queryFn: () => getSurveyStart(surveyId) });
}

export function useSurveyTranslations(surveyId: number) {
  return useQuery({ queryKey: dashboardKeys.translations(surveyId), queryFn: () => getSurveyTranslations(surveyId) });
}

export function useSurveyName(surveyId: number, locale: string) {
  return useQuery({ queryKey: dashboardKeys.name(surveyId, locale), queryFn: () => getSurveyName(surveyId, locale) });
}
