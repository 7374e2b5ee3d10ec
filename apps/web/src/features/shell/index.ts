export { useSelectedSurvey } from './selected-survey';
export { useColorScheme } from './color-scheme';
export { NotFound } from './components/not-found';
