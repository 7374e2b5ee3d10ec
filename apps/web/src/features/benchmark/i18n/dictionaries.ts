import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';

export const benchmarkDictionaries = { nl, de, en, fr } as const;
