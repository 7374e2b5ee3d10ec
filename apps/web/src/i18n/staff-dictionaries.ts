import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';

/** Every staff dictionary at once, for the key checks and the component tests; the app imports one language. */
export const staffDictionaries = { nl, de, en, fr } as const;
