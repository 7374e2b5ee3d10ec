import type { TCopyProjectsResponse, TProject } from '@peil/contract/surveys';
import { apiRequest } from '../../../lib/api-client';

/** The projects of the survey's organisation: a copy stays there, also for a superadmin of another one. */
export const getCopyProjects = (surveyId: number) =>
  apiRequest<TCopyProjectsResponse>('GET', `/api/v1/survey/copy_projects/${surveyId}`);

export const createProject = (projectName: string, organizationId: number) =>
  apiRequest<TProject>('POST', '/api/v1/new_project', { projectName, organizationId });

export const duplicateSurvey = (input: {
  id: number;
  projectId: number;
  name: string;
  duplicateRespondents: boolean;
}) => apiRequest<{ id: number; uuid: string }>('POST', '/api/v1/survey/duplicate', input);
