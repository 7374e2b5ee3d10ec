import { registerDictionaries } from '../../../i18n';
import { askQuestionDictionaries } from './dictionaries';

registerDictionaries('askQuestion', askQuestionDictionaries);
