import { apiRequest } from '../../../lib/api-client';

export const removeSurvey = (surveyId: number) =>
  apiRequest<{ ok: true }>('POST', '/api/v1/survey/remove_survey', { id: surveyId });
