import { registerDictionaries } from '../../../i18n';
import { dashboardDictionaries } from './dictionaries';

export const DASHBOARD_NAMESPACE = 'dashboard';

// Runs when the dashboard chunk loads, after the app has initialised i18n.
registerDictionaries(DASHBOARD_NAMESPACE, dashboardDictionaries);
