import { registerDictionaries } from '../../../i18n';
import { builderDictionaries } from './dictionaries';

registerDictionaries('builder', builderDictionaries);
