import { surveysEndpoints } from '@peil/contract/api/surveys';
import { callEndpoint } from '../../../lib/api-client';

/** The projects of the survey's organisation: a copy stays there, also for a superadmin of another one. */
export const getCopyProjects = (surveyId: number) =>
  callEndpoint(surveysEndpoints.copyProjects, { params: { surveyId } });

export const createProject = (projectName: string, organizationId: number) =>
  callEndpoint(surveysEndpoints.newProject, { body: { projectName, organizationId } });

export const duplicateSurvey = (input: {
  id: number;
  projectId: number;
  name: string;
  duplicateRespondents: boolean;
}) => callEndpoint(surveysEndpoints.duplicate, { body: input });
