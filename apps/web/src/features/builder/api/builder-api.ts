import { useQuery } from '@tanstack/react-query';
import type { TDimension } from '@peil/contract/dimensions';
import type { TBuilderSurvey, TBuilderSurveyRequest, TCopyProjectsResponse, TProject } from '@peil/contract/surveys';

type TBuilderSaveResponse = { id: number; uuid: string };
import { apiRequest } from '../../../lib/api-client';

export const builderQueryKeys = {
  survey: (surveyId: number) => ['builder', 'survey', surveyId] as const,
  dimensions: ['benchmark', 'dimensions'] as const,
  projects: (surveyId: number | null) => ['builder', 'projects', surveyId ?? 'new'] as const,
};

export const getBuilderSurvey = (surveyId: number) =>
  apiRequest<TBuilderSurvey>('GET', `/api/v1/survey/builder/${surveyId}`);

/** Creates the survey (no id yet) or saves the whole survey in one call. */
export const saveBuilderSurvey = (surveyId: number | null, body: TBuilderSurveyRequest) =>
  apiRequest<TBuilderSaveResponse>(
    'POST',
    surveyId === null ? '/api/v1/survey/builder' : `/api/v1/survey/builder/${surveyId}`,
    body,
  );

export function useBuilderSurvey(surveyId: number | null) {
  return useQuery({
    queryKey: builderQueryKeys.survey(surveyId ?? 0),
    queryFn: () => getBuilderSurvey(surveyId!),
    enabled: surveyId !== null,
    retry: false,
    // The builder keeps its own draft; a background refetch must not look like new data.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useDimensions() {
  return useQuery({
    queryKey: builderQueryKeys.dimensions,
    queryFn: () => apiRequest<TDimension[]>('GET', '/api/v1/benchmark/dimensions'),
    staleTime: 5 * 60_000,
  });
}

/**
 * The projects the survey can belong to: a stored survey's come from its own organisation (which
 * may not be the user's); a new survey is made in the user's organisation.
 */
export function useBuilderProjects(surveyId: number | null) {
  return useQuery({
    queryKey: builderQueryKeys.projects(surveyId),
    queryFn: async (): Promise<TProject[]> =>
      surveyId === null
        ? (await apiRequest<{ projects: TProject[] }>('GET', '/api/v1/dashboard/projects')).projects
        : (await apiRequest<TCopyProjectsResponse>('GET', `/api/v1/survey/copy_projects/${surveyId}`)).projects,
  });
}

export const createProject = (projectName: string, organizationId: number) =>
  apiRequest<TProject>('POST', '/api/v1/new_project', { projectName, organizationId });
