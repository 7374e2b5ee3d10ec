import { surveysEndpoints } from '@peil/contract/api/surveys';
import { callEndpoint } from '../../../lib/api-client';

export const removeSurvey = (surveyId: number) => callEndpoint(surveysEndpoints.remove, { body: { id: surveyId } });
