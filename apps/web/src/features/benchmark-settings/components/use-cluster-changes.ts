import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { benchmarkSettingsKeys } from '../api/query-keys';

/** Reloads what a change of a setting's clusters touches: its clusters, every cluster's counts, its default. */
export function useRefreshClusters(settingsId: number): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: benchmarkSettingsKeys.clustersOf(settingsId) });
    void queryClient.invalidateQueries({ queryKey: benchmarkSettingsKeys.allClusters() });
    void queryClient.invalidateQueries({ queryKey: benchmarkSettingsKeys.setting(settingsId) });
  }, [queryClient, settingsId]);
}
