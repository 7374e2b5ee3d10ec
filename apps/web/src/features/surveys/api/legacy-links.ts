import { surveysEndpoints } from '@peil/contract/api/surveys';
import { callEndpoint } from '../../../lib/api-client';

export const getLegacyLinks = (surveyId: number) =>
  callEndpoint(surveysEndpoints.legacyLinks, { params: { surveyId } });

export const saveLegacyLinks = (surveyId: number, oldIds: string[]) =>
  callEndpoint(surveysEndpoints.saveLegacyLinks, { body: { surveyId, oldIds } });
