import { useQuery } from '@tanstack/react-query';
import { administrationEndpoints } from '@peil/contract/api/administration';
import { dimensionsEndpoints } from '@peil/contract/api/dimensions';
import { surveysEndpoints } from '@peil/contract/api/surveys';
import type { TBuilderSurveyRequest, TProject } from '@peil/contract/surveys';
import { callEndpoint } from '../../../lib/api-client';

export const builderQueryKeys = {
  survey: (surveyId: number) => ['builder', 'survey', surveyId] as const,
  dimensions: ['benchmark', 'dimensions'] as const,
  projects: (surveyId: number | null, organizationId: number) =>
    ['builder', 'projects', surveyId ?? 'new', organizationId] as const,
  organizations: ['builder', 'organizations'] as const,
};

export const getBuilderSurvey = (surveyId: number) =>
  callEndpoint(surveysEndpoints.builderSurvey, { params: { surveyId } });

/** Creates the survey (no id yet) or saves the whole survey in one call. */
export const saveBuilderSurvey = (surveyId: number | null, body: TBuilderSurveyRequest) =>
  surveyId === null
    ? callEndpoint(surveysEndpoints.createBuilderSurvey, { body })
    : callEndpoint(surveysEndpoints.saveBuilderSurvey, { params: { surveyId }, body });

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
    queryFn: () => callEndpoint(dimensionsEndpoints.list),
    staleTime: 5 * 60_000,
  });
}

/**
 * The projects the survey can belong to: a stored survey's come from its own organisation (which
 * may not be the user's); a new survey's from the organisation chosen for it.
 */
export function useBuilderProjects(surveyId: number | null, organizationId: number) {
  return useQuery({
    queryKey: builderQueryKeys.projects(surveyId, organizationId),
    queryFn: async (): Promise<TProject[]> =>
      surveyId === null
        ? callEndpoint(administrationEndpoints.projectsFromOrganization, { params: { organizationId } })
        : (await callEndpoint(surveysEndpoints.copyProjects, { params: { surveyId } })).projects,
  });
}

/** The organisations a new survey can be made in. */
export function useManagedOrganizations(isEnabled: boolean) {
  return useQuery({
    queryKey: builderQueryKeys.organizations,
    queryFn: () => callEndpoint(administrationEndpoints.managedOrganizations),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
}

export const createProject = (projectName: string, organizationId: number) =>
  callEndpoint(surveysEndpoints.newProject, { body: { projectName, organizationId } });
