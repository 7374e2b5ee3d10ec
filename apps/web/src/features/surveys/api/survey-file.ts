import type { TSurveyFile, TSurveyImportRequest, TSurveyImportTargetsResponse } from '@peil/contract/survey-file';
import { apiRequest } from '../../../lib/api-client';

export const getImportTargets = () => apiRequest<TSurveyImportTargetsResponse>('GET', '/api/v1/survey/import_targets');

export const getSurveyFile = (surveyId: number) =>
  apiRequest<TSurveyFile>('GET', `/api/v1/survey/export_file/${surveyId}`);

export const importSurveyFile = (request: TSurveyImportRequest) =>
  apiRequest<{ id: number; uuid: string }>('POST', '/api/v1/survey/import_file', request);
