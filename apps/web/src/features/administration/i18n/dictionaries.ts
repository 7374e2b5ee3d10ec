import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';

export const administrationDictionaries = { nl, de, en, fr };
