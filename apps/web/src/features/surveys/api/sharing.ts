import type { TSharedUser } from '@peil/contract/surveys';
import { apiRequest } from '../../../lib/api-client';

export const getUsersWithAccess = (surveyId: number) =>
  apiRequest<TSharedUser[]>('POST', '/api/v1/survey/get_users_with_access', { surveyId });

export const shareSurvey = (surveyId: number, emails: string[]) =>
  apiRequest<{ ok: true }>('POST', '/api/v1/survey/share', { emails, surveyId });

export const removeSurveyAccess = (surveyId: number, email: string) =>
  apiRequest<{ ok: true }>('POST', '/api/v1/survey/remove_access', { email, surveyId });
