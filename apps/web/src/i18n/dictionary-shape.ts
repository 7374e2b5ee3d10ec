import type { TDictionaryShape } from '@peil/contract/domain';
import type { nl } from './nl';

/** The staff screens' texts in one language: exactly the keys of the Dutch source. */
export type TStaffDictionary = TDictionaryShape<typeof nl>;
