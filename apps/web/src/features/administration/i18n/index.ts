import { registerDictionaries } from '../../../i18n';
import { administrationDictionaries } from './dictionaries';

registerDictionaries('administration', administrationDictionaries);
