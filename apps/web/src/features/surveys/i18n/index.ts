import { registerDictionaries } from '../../../i18n';
import { surveysDictionaries } from './dictionaries';

registerDictionaries('surveys', surveysDictionaries);
