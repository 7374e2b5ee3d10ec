import type { nl } from './nl';

/** The same nested keys with any text: every staff dictionary must have exactly the Dutch keys. */
export type TDictionaryShape<T> = { [K in keyof T]: T[K] extends string ? string : TDictionaryShape<T[K]> };
export type TStaffDictionary = TDictionaryShape<typeof nl>;
