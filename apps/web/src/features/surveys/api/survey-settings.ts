import { surveysEndpoints } from '@peil/contract/api/surveys';
import type { GENERATE_LANGUAGES, TEditSurveySettingsRequest, TSurveySettings } from '@peil/contract/surveys';
import { LIMITS } from '@peil/contract/limits';
import { callEndpoint } from '../../../lib/api-client';

export async function getSurveySettings(surveyId: number): Promise<TSurveySettings> {
  const [settings] = await callEndpoint(surveysEndpoints.settings, { params: { surveyId } });
  if (!settings) throw new Error('No settings for this survey');
  return settings;
}

export const saveSurveySettings = (surveyId: number, body: TEditSurveySettingsRequest) =>
  callEndpoint(surveysEndpoints.editSettings, { params: { surveyId }, body });

export type TGenerateLanguage = (typeof GENERATE_LANGUAGES)[number];

export const generateDummyRespondents = (surveyId: number, language: TGenerateLanguage) =>
  callEndpoint(surveysEndpoints.generate, {
    body: { id: surveyId, amount: LIMITS.generatedRespondents, language },
  });
