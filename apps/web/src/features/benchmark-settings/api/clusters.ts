import { useQuery } from '@tanstack/react-query';
import type {
  TAddClusterToSettingRequest,
  TAddSurveyToClusterRequest,
  TClusterSummary,
  TClusterWithSurveys,
  TCreateClusterRequest,
  TCreateClusterResponse,
  TRemoveSurveyFromClusterRequest,
  TSettingClusterRequest,
} from '@peil/contract/benchmark-settings';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { benchmarkSettingsKeys } from './query-keys';

type TOk = { ok: true };

/** Survey names in the interface language. */
export const getClustersWithSurveys = (settingsId: number, locale: string) =>
  apiRequest<TClusterWithSurveys[]>(
    'GET',
    `/api/v1/benchmark/clusters_with_surveys/${settingsId}?locale=${encodeURIComponent(locale)}`,
  );

export const getAllClusters = () => apiRequest<TClusterSummary[]>('GET', '/api/v1/benchmark/clusters');

export const setDefaultCluster = (body: TSettingClusterRequest) =>
  apiRequest<TOk>('POST', '/api/v1/benchmark/set_default_cluster', body);

export const removeClusterFromSettings = (body: TSettingClusterRequest) =>
  apiRequest<TOk>('POST', '/api/v1/benchmark/remove_cluster_from_settings', body);

export const removeSurveyFromCluster = (body: TRemoveSurveyFromClusterRequest) =>
  apiRequest<TOk>('POST', '/api/v1/benchmark/remove_survey_from_cluster', body);

export const addSurveyToCluster = (body: TAddSurveyToClusterRequest) =>
  apiRequest<TOk>('POST', '/api/v1/benchmark/add_survey_to_cluster', body);

export const addClusterToSetting = (body: TAddClusterToSettingRequest) =>
  apiRequest<TOk>('POST', '/api/v1/benchmark/add_cluster_to_setting', body);

export const createNewCluster = (body: TCreateClusterRequest) =>
  apiRequest<TCreateClusterResponse>('POST', '/api/v1/benchmark/create_new_cluster', body);

/** Every survey the superadmin can see, for the picker (survey number, internal name, organisation). */
export const getSurveyChoices = () => apiRequest<TSurveyListItem[]>('GET', '/api/v1/survey/list');

export function useClustersWithSurveys(settingsId: number) {
  const { locale } = useLanguage();
  return useQuery({
    queryKey: [...benchmarkSettingsKeys.clustersOf(settingsId), locale],
    queryFn: () => getClustersWithSurveys(settingsId, locale),
  });
}

export function useAllClusters() {
  return useQuery({ queryKey: benchmarkSettingsKeys.allClusters(), queryFn: getAllClusters });
}

export function useSurveyChoices(enabled: boolean) {
  return useQuery({ queryKey: benchmarkSettingsKeys.surveyChoices(), queryFn: getSurveyChoices, enabled });
}
