import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveySummary } from '@peil/contract/results';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type { TSurveySummary };

type TProjectsSummaryResponse = { surveys: TSurveySummary[] };

export async function getProjectsSummary(): Promise<TSurveySummary[]> {
  try {
    const response = await apiRequest<TProjectsSummaryResponse>('POST', '/api/v1/dashboard/projectssummary');
    return response?.surveys ?? [];
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
