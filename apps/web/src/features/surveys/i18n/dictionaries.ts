import { defineTexts } from '@peil/contract/domain';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';

export const surveysDictionaries = defineTexts(STAFF_LOCALES, { nl }, { de, en, fr });
