import { surveysEndpoints } from '@peil/contract/api/surveys';
import type { TSurveyImportRequest } from '@peil/contract/survey-file';
import { callEndpoint } from '../../../lib/api-client';

export const getImportTargets = () => callEndpoint(surveysEndpoints.importTargets);

export const getSurveyFile = (surveyId: number) => callEndpoint(surveysEndpoints.exportFile, { params: { surveyId } });

export const importSurveyFile = (request: TSurveyImportRequest) =>
  callEndpoint(surveysEndpoints.importFile, { body: request });
