import { defineTexts } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';

/** Every staff dictionary at once, for the key checks and the component tests; the app imports one language. */
export const staffDictionaries = defineTexts(STAFF_LOCALES, { nl }, { de, en, fr });
