import { registerDictionaries } from '../../../i18n';
import { broadcastsDictionaries } from './dictionaries';

registerDictionaries('broadcasts', broadcastsDictionaries);
