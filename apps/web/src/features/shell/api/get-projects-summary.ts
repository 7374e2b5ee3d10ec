import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveySummary } from '@peil/contract/results';
import { resultsEndpoints } from '@peil/contract/api/results';
import { ApiError, callEndpoint } from '../../../lib/api-client';

export type { TSurveySummary };

export async function getProjectsSummary(): Promise<TSurveySummary[]> {
  try {
    const response = await callEndpoint(resultsEndpoints.projectsSummary);
    return response.surveys;
  } catch (error) {
    // No summary yet (404) is an empty list, not an error.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const projectsSummaryQueryKey = ['dashboard', 'projectssummary'] as const;

export const projectsSummaryQueryOptions = () =>
  queryOptions({ queryKey: projectsSummaryQueryKey, queryFn: getProjectsSummary, staleTime: 60_000 });

export function useProjectsSummary(isEnabled = true) {
  return useQuery({ ...projectsSummaryQueryOptions(), enabled: isEnabled });
}
