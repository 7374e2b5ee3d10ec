/** Query keys of the benchmark settings screens; a change invalidates the narrowest key it touches. */
export const benchmarkSettingsKeys = {
  all: ['benchmark-settings'] as const,
  list: () => [...benchmarkSettingsKeys.all, 'list'] as const,
  setting: (id: number) => [...benchmarkSettingsKeys.all, 'setting', id] as const,
  clustersOf: (settingsId: number) => [...benchmarkSettingsKeys.all, 'clusters-of', settingsId] as const,
  allClusters: () => [...benchmarkSettingsKeys.all, 'clusters'] as const,
  surveyChoices: () => [...benchmarkSettingsKeys.all, 'survey-choices'] as const,
};
