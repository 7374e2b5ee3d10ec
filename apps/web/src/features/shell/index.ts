export { useSelectedSurvey } from './selected-survey';
export { useProjectsSummary } from './api/get-projects-summary';
export { useColorScheme } from './color-scheme';
export { NotFound } from './components/not-found';
