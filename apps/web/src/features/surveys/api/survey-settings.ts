import type { GENERATE_LANGUAGES, TEditSurveySettingsRequest, TSurveySettings } from '@peil/contract/surveys';
import { LIMITS } from '@peil/contract/limits';
import { apiRequest } from '../../../lib/api-client';

export async function getSurveySettings(surveyId: number): Promise<TSurveySettings> {
  const [settings] = await apiRequest<TSurveySettings[]>('GET', `/api/v1/survey/get_survey_settings/${surveyId}`);
  if (!settings) throw new Error('No settings for this survey');
  return settings;
}

export const saveSurveySettings = (surveyId: number, body: TEditSurveySettingsRequest) =>
  apiRequest<{ ok: true }>('POST', `/api/v1/survey/edit_survey_settings/${surveyId}`, body);

export type TGenerateLanguage = (typeof GENERATE_LANGUAGES)[number];

export const generateDummyRespondents = (surveyId: number, language: TGenerateLanguage) =>
  apiRequest<{ generated: number }>('POST', '/api/v1/generate', {
    id: surveyId,
    amount: LIMITS.generatedRespondents,
    language,
  });
