import { surveysEndpoints } from '@peil/contract/api/surveys';
import { callEndpoint } from '../../../lib/api-client';

export const getUsersWithAccess = (surveyId: number) =>
  callEndpoint(surveysEndpoints.usersWithAccess, { body: { surveyId } });

export const shareSurvey = (surveyId: number, emails: string[]) =>
  callEndpoint(surveysEndpoints.share, { body: { emails, surveyId } });

export const removeSurveyAccess = (surveyId: number, email: string) =>
  callEndpoint(surveysEndpoints.removeAccess, { body: { email, surveyId } });
