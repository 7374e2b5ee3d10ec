import type { TProject } from '@peil/contract/surveys';
import { apiRequest } from '../../../lib/api-client';

export async function getProjects(): Promise<TProject[]> {
  const response = await apiRequest<{ projects: TProject[] }>('GET', '/api/v1/dashboard/projects');
  return response.projects;
}

export const createProject = (projectName: string) =>
  apiRequest<TProject>('POST', '/api/v1/new_project', { projectName });

export const duplicateSurvey = (input: {
  id: number;
  projectId: number;
  name: string;
  duplicateRespondents: boolean;
}) => apiRequest<{ id: number; uuid: string }>('POST', '/api/v1/survey/duplicate', input);
