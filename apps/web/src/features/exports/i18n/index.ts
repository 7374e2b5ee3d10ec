import { registerDictionaries } from '../../../i18n';
import { exportsDictionaries } from './dictionaries';

export const EXPORTS_NAMESPACE = 'exports';

// Runs when the dashboard chunk loads, after the app has initialised i18n.
registerDictionaries(EXPORTS_NAMESPACE, exportsDictionaries);
