import { registerDictionaries } from '../../../i18n';
import { benchmarkSettingsDictionaries } from './dictionaries';

registerDictionaries('benchmarkSettings', benchmarkSettingsDictionaries);
