// The surveys dialogs that Administration also offers (spec §2: new project, translations chooser).
import './i18n';

export { NewProjectDialog } from './components/new-project-dialog';
export { TranslationsDialog } from './components/translations-dialog';
export { getSurveyList } from './api/survey-list';
