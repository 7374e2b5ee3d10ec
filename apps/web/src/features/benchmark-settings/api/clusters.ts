import { useQuery } from '@tanstack/react-query';
import type {
  TAddClusterToSettingRequest,
  TAddSurveyToClusterRequest,
  TCreateClusterRequest,
  TRemoveSurveyFromClusterRequest,
  TSettingClusterRequest,
} from '@peil/contract/benchmark-settings';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { benchmarkSettingsEndpoints as endpoints } from '@peil/contract/api/benchmark-settings';
import { surveysEndpoints } from '@peil/contract/api/surveys';
import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { benchmarkSettingsKeys } from './query-keys';

/** Survey names in the interface language. */
export const getClustersWithSurveys = (settingsId: number, locale: TStaffLocale) =>
  callEndpoint(endpoints.clustersWithSurveys, { params: { settingsId }, query: { locale } });

export const getAllClusters = () => callEndpoint(endpoints.allClusters);

export const setDefaultCluster = (body: TSettingClusterRequest) => callEndpoint(endpoints.setDefaultCluster, { body });

export const removeClusterFromSettings = (body: TSettingClusterRequest) =>
  callEndpoint(endpoints.removeClusterFromSetting, { body });

export const removeSurveyFromCluster = (body: TRemoveSurveyFromClusterRequest) =>
  callEndpoint(endpoints.removeSurveyFromCluster, { body });

export const addSurveyToCluster = (body: TAddSurveyToClusterRequest) =>
  callEndpoint(endpoints.addSurveyToCluster, { body });

export const addClusterToSetting = (body: TAddClusterToSettingRequest) =>
  callEndpoint(endpoints.addClusterToSetting, { body });

export const createNewCluster = (body: TCreateClusterRequest) => callEndpoint(endpoints.createCluster, { body });

/** Every survey the superadmin can see, for the picker (survey number, internal name, organisation). */
export const getSurveyChoices = () => callEndpoint(surveysEndpoints.list);

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
